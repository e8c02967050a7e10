// /special: the one-stop custom booth offer (the organiser's 'special' page) and the enquiry form.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../ui/back-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { usePreloadedArticleBody } from '../article-body';
import { InformationNav } from '../information-nav';
import { infoPageQuery } from '../information.queries';
import { InfoPageArticle } from '../pages/info-page-view';
import { EnquiryForm } from './enquiry-form';
import '../../../ui/screen-blocks.css';
import '../information.css';

export default withServerState(SpecialScreen);

const HEADING_ID = 'fp-info-special-heading';

function SpecialScreen() {
  const { t } = useTranslation('information');
  const { client } = useShell();
  const page = useQuery(infoPageQuery(client, 'special'));
  usePreloadedArticleBody();
  return (
    <QueryView query={page} heading={t('title.special')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <InfoPageArticle page={data} headingId={HEADING_ID} />
          <EnquiryForm />
          <InformationNav />
        </Page>
      )}
    </QueryView>
  );
}
