// /closed: the exhibition's registration link is closed or registration stopped (spec §2).
import { StatusResult } from '../../ui/status-result';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

export default function ClosedScreen() {
  const { t } = useTranslation('system');
  return (
    <Page labelledBy="fp-closed-heading">
      <StatusResult
        status="info"
        title={<h1 id="fp-closed-heading" className="fp-heading">{t('closed.heading')}</h1>}
        description={t('closed.body')}
      />
    </Page>
  );
}
