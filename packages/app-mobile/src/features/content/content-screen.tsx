// /contentPage/{id}: an article from the content use case, in the visitor's language. The server's
// HTML is sanitised before it reaches the page.
import { useQuery } from '@tanstack/react-query';
import { localizedField, type Article } from '@fairpass/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { BackButton } from '../../ui/back-button';
import { Page } from '../../ui/page';
import { QueryView } from '../../ui/server-state/query-view';
import { withServerState } from '../../ui/server-state/with-server-state';
import { useLanguage } from '../../ui/use-language';
import { useShell } from '../../ui/shell-context';
import { articleQuery } from './content.queries';
import { sanitizeArticleHtml } from '../../ui/sanitize-article-html';
import '../../ui/screen-blocks.css';
import '../../ui/article.css';

export default withServerState(ContentScreen);

function ContentScreen() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams<{ id: string }>();
  const { client } = useShell();
  const article = useQuery(articleQuery(client, id));
  return (
    <QueryView query={article} heading={t('heading')} headingId="fp-content-heading">
      {(data) => <ArticleView article={data} />}
    </QueryView>
  );
}

function ArticleView({ article }: { readonly article: Article }) {
  const { t } = useTranslation('content');
  const [language] = useLanguage();
  const title = localizedField(article, 'title', language);
  const html = useMemo(() => sanitizeArticleHtml(localizedField(article, 'content', language), title), [article, language, title]);
  return (
    <Page labelledBy="fp-content-heading">
      <BackButton fallback="/registration" />
      <h1 id="fp-content-heading" className="fp-heading">{title || t('heading')}</h1>
      {/* Sanitised above by DOMPurify: the only place this app renders server HTML. */}
      <div className="fp-article" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </Page>
  );
}
