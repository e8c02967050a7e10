// /contentPage/{id}: an article from the content use case, in the visitor's language. The server's
// HTML is sanitised before it reaches the page.
import ErrorBlock from 'antd-mobile/es/components/error-block';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import type { Article, DomainError } from '@fairpass/domain';
import { getContent } from '@fairpass/sdk/content';
import { LoadingScreen } from '../../ui/loading-screen';
import { Page } from '../../ui/page';
import { useFailureMessage } from '../../ui/use-failure-message';
import { useLanguage } from '../../ui/use-language';
import { useUseCase } from '../../ui/use-use-case';
import { sanitizeArticleHtml } from './sanitize-article-html';
import '../../ui/screen-blocks.css';
import './article.css';

type Load = { readonly state: 'loading' } | { readonly state: 'failed'; readonly error: DomainError } | { readonly state: 'ready'; readonly article: Article };

export default function ContentScreen() {
  const { t } = useTranslation('content');
  const { id = '' } = useParams<{ id: string }>();
  const [language] = useLanguage();
  const fetchArticle = useUseCase(getContent, (u) => u.fetchArticle);
  const failureMessage = useFailureMessage();
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    void fetchArticle.execute({ id }).then((result) => {
      if (!live) return;
      setLoad(result.ok ? { state: 'ready', article: result.value } : { state: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [fetchArticle, id]);

  const english = language === 'en';
  const html = useMemo(() => {
    if (load.state !== 'ready') return '';
    const { content, contentEn } = load.article;
    return sanitizeArticleHtml((english ? contentEn || content : content || contentEn) ?? '');
  }, [load, english]);

  if (load.state === 'loading') return <LoadingScreen />;
  if (load.state === 'failed') {
    return (
      <Page labelledBy="fp-content-heading">
        <h1 id="fp-content-heading" className="fp-heading">{t('heading')}</h1>
        <ErrorBlock status="default" title={failureMessage(load.error)} description="" />
      </Page>
    );
  }
  const { title, titleEn } = load.article;
  return (
    <Page labelledBy="fp-content-heading">
      <h1 id="fp-content-heading" className="fp-heading">{(english ? titleEn || title : title || titleEn) || t('heading')}</h1>
      {/* Sanitised above by DOMPurify: the only place this app renders server HTML. */}
      <div className="fp-article" data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />
    </Page>
  );
}
