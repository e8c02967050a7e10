// Any path no screen answers: says so through the shared failure view, with its ways on — the personal
// centre, or for a visitor not logged in the registration page with the link's parameters kept (they live
// before the hash, so an in-app link keeps them).
import { useTranslation } from 'react-i18next';
import { FailureView } from '../../ui/way-on/failure-view';

export default function NotFoundScreen() {
  const { t } = useTranslation('system');
  return <FailureView headingId="fp-not-found-heading" title={t('notFound.heading')} message={t('notFound.body')} />;
}
