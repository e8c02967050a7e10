// /source: the user's traceability channels, newest first, 20 at a time, each with how many registered
// through it and leading to its link and QR code; and the way to a new one.
import { Button } from '../../../ui/button';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { type SourceChannel } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { clockText, ZoneNote } from '../../../ui/clock-time';
import { ReachNav } from '../reach-nav';
import { sourcesQuery } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(SourcesScreen);

const HEADING_ID = 'fp-reach-sources-heading';

function SourcesScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const sources = useInfiniteQuery(sourcesQuery(client));
  return (
    <QueryView query={sources} heading={t('sources.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('sources.heading')}</h1>
            <ZoneNote />
            <p className="fp-note">{t('sources.intro')}</p>
            <Link href="/source/form" className="fp-button-link">
              {t('sources.new')}
            </Link>
            {list.length === 0 ? (
              <p className="fp-note">{t('sources.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((source) => (
                  <li key={source.code}>
                    <SourceRow source={source} />
                  </li>
                ))}
              </ul>
            )}
            {sources.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={sources.isFetchingNextPage} loadingText={t('sources.loading')} onClick={() => void sources.fetchNextPage()}>
                  {t('sources.more')}
                </Button>
              </div>
            )}
            <ReachNav current="/source" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function SourceRow({ source }: { readonly source: SourceChannel }) {
  const { t } = useTranslation('reach');
  const titleId = `fp-reach-source-${source.code}`;
  return (
    <article className="fp-item" aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h2 id={titleId} className="fp-item__name">
          <Link href={hrefOf('/source/details/:code', { code: source.code })} className="fp-item__link">
            {source.code} · {source.name}
          </Link>
        </h2>
        <span className="fp-badge">{t('sources.registered', { count: source.registered })}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('sources.createdAt', { time: clockText(source.createTime) })}</li>
      </ul>
    </article>
  );
}
