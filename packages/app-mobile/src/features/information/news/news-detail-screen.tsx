// /news/details/{id}: one news article, its HTML sanitised, in the page's language.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { localizedField } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { machineTimeOf, useClockTimes } from '../../../ui/clock-time';
import { ArticleBody, usePreloadedArticleBody } from '../article-body';
import { InformationNav } from '../information-nav';
import { articleQuery } from '../information.queries';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(NewsDetailScreen);

const HEADING_ID = 'fp-info-article-heading';

function NewsDetailScreen() {
  const { t } = useTranslation('information');
  const clock = useClockTimes();
  const { id = '' } = useParams<{ id: string }>();
  const { client } = useShell();
  const [language] = useLanguage();
  const article = useQuery(articleQuery(client, id));
  usePreloadedArticleBody();
  return (
    <QueryView query={article} heading={t('news.article')} headingId={HEADING_ID}>
      {(item) => {
        const title = localizedField(item, 'title', language);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/news" />
            <h1 id={HEADING_ID} className="fp-heading">{title || t('news.article')}</h1>
            <p className="fp-info__updated">
              <time dateTime={machineTimeOf(item.publishTime)}>{t('news.published', { time: clock.at(item.publishTime) })}</time>
            </p>
            <ArticleBody html={localizedField(item, 'content', language)} title={title} />
            <InformationNav />
          </Page>
        );
      }}
    </QueryView>
  );
}
