// Any path no screen answers: says so, and offers the way to the registration page with the link's
// parameters kept (they live before the hash, so an in-app link keeps them).
import Button from 'antd-mobile/es/components/button';
import { StatusResult } from '../../ui/status-result';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { Page } from '../../ui/page';

export default function NotFoundScreen() {
  const { t } = useTranslation('system');
  const [, navigate] = useLocation();
  return (
    <Page labelledBy="fp-not-found-heading">
      <StatusResult
        status="info"
        title={<h1 id="fp-not-found-heading" className="fp-heading">{t('notFound.heading')}</h1>}
        description={t('notFound.body')}
      />
      <Button block color="primary" size="large" onClick={() => navigate(hrefOf('/registration'), { replace: true })}>
        {t('notFound.back')}
      </Button>
    </Page>
  );
}
