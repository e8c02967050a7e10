// /source/details/{code}: one traceability channel — its name, how many registered through it, and its
// registration link (the exhibition's link with the code) to copy, with the QR code of the same link.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { SourceChannel } from '@fairpass/domain/reach';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { ShareLinkBox } from '../../../ui/share-link-box';
import { useClockTimes } from '../../../ui/clock-time';
import { LinkQr } from '../link-qr';
import { ReachNav } from '../reach-nav';
import { linkBaseOf, sourceLinkOf } from '../reach-links';
import { sourceQuery } from '../reach.queries';
import '../../../ui/screen-blocks.css';
import '../reach.css';

export default withServerState(SourceDetailScreen);

const HEADING_ID = 'fp-reach-source-heading';

function SourceDetailScreen() {
  const { t } = useTranslation('reach');
  const { client } = useShell();
  const { code = '' } = useParams<{ code: string }>();
  const source = useQuery(sourceQuery(client, code));
  return (
    <QueryView query={source} heading={t('title.source')} headingId={HEADING_ID}>
      {(data) => <SourceDetail source={data} />}
    </QueryView>
  );
}

function SourceDetail({ source }: { readonly source: SourceChannel }) {
  const { t } = useTranslation('reach');
  const clock = useClockTimes();
  const [language] = useLanguage();
  const entry = useSession((s) => s.entry);
  const link = sourceLinkOf(linkBaseOf(entry, language), source.code);
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/source" />
      <h1 id={HEADING_ID} className="fp-heading">{t('source.heading', { code: source.code })}</h1>
      <dl className="fp-reach-figure">
        <dt>{t('source.registered')}</dt>
        <dd data-testid="source-registered">{t('source.count', { count: source.registered })}</dd>
      </dl>
      <dl className="fp-reach-facts">
        <div>
          <dt>{t('source.name')}</dt>
          <dd>{source.name}</dd>
        </div>
        <div>
          <dt>{t('source.createdAt')}</dt>
          <dd>{clock.at(source.createTime)}</dd>
        </div>
      </dl>
      <h2 className="fp-subheading">{t('source.linkHeading')}</h2>
      <ShareLinkBox link={link} label={t('source.link')} hint={t('link.shareHint')} />
      <LinkQr link={link} label={t('source.qr', { code: source.code })} caption={t('source.qr', { code: source.code })} />
      <ReachNav />
    </Page>
  );
}
