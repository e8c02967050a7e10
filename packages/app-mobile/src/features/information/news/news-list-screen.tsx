// /news: the organiser's news, newest first, a page at a time; each item leads to its article.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, localizedField } from '@fairpass/domain';
import { type NewsItem } from '@fairpass/domain/information';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { InformationNav } from '../information-nav';
import { newsQuery } from '../information.queries';
import { MoreButton } from '../../../ui/more-button';
import { clockText, machineTimeOf, ZoneNote } from '../../../ui/clock-time';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(NewsListScreen);

const HEADING_ID = 'fp-info-news-heading';

function NewsListScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const news = useInfiniteQuery(newsQuery(client));
  return (
    <QueryView query={news} heading={t('news.heading')} headingId={HEADING_ID}>
      {(data) => {
        const list = recordsOf(data.pages);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/user-center" />
            <h1 id={HEADING_ID} className="fp-heading">{t('news.heading')}</h1>
            <ZoneNote />
            {list.length === 0 ? (
              <p className="fp-note">{t('news.none')}</p>
            ) : (
              <ul className="fp-list">
                {list.map((item) => (
                  <li key={item.id}>
                    <NewsCard item={item} />
                  </li>
                ))}
              </ul>
            )}
            <MoreButton {...news} />
            <InformationNav current="/news" />
          </Page>
        );
      }}
    </QueryView>
  );
}

function NewsCard({ item }: { readonly item: NewsItem }) {
  const [language] = useLanguage();
  const titleId = `fp-info-news-${item.id}`;
  return (
    <article className="fp-item fp-info-news" aria-labelledby={titleId}>
      {item.cover && <img className="fp-info-news__cover" src={item.cover} alt="" loading="lazy" decoding="async" width={96} height={64} />}
      <div>
        <h2 id={titleId} className="fp-item__name">
          <Link href={hrefOf('/news/details/:id', { id: item.id })} className="fp-item__link">
            {localizedField(item, 'title', language)}
          </Link>
        </h2>
        <p className="fp-item__desc">{localizedField(item, 'summary', language)}</p>
        <ul className="fp-item__facts">
          <li>
            <time dateTime={machineTimeOf(item.publishTime)}>{clockText(item.publishTime)}</time>
          </li>
        </ul>
      </div>
    </article>
  );
}
