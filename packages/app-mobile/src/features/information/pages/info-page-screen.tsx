// /hotel and /traffic: an information page that opens without login.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InfoPageKind } from '@fairpass/domain/information';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { useShell } from '../../../ui/shell-context';
import { usePreloadedArticleBody } from '../article-body';
import { InformationNav } from '../information-nav';
import { infoPageQuery } from '../information.queries';
import { InfoPageArticle } from './info-page-view';
import '../../../ui/screen-blocks.css';
import '../information.css';

export function InfoPageScreen({ kind, current }: { readonly kind: Exclude<InfoPageKind, 'special'>; readonly current: '/hotel' | '/traffic' }) {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const page = useQuery(infoPageQuery(client, kind));
  usePreloadedArticleBody();
  const headingId = `fp-info-${kind}-heading`;
  return (
    <QueryView query={page} heading={t(`title.${kind}`)} headingId={headingId}>
      {(data) => (
        <Page labelledBy={headingId}>
          <BackButton fallback="/user-center" />
          <InfoPageArticle page={data} headingId={headingId} />
          <InformationNav current={current} />
        </Page>
      )}
    </QueryView>
  );
}
