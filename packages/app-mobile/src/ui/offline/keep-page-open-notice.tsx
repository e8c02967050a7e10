// Where no service worker keeps the app (no support, or its registration was refused), the leads are
// still safe on the phone but the page cannot come back without network: say so, so nobody closes it at
// a stand with no signal. Renders nothing where a worker serves the page (or is still starting).
import { useTranslation } from 'react-i18next';
import { useServiceWorkerState } from './service-worker-state';
import './offline.css';

export function KeepPageOpenNotice() {
  const { t } = useTranslation('common');
  const { status } = useServiceWorkerState();
  if (status !== 'unsupported' && status !== 'failed') return null;
  return (
    <p className="fp-offline-notice" role="status">
      {t('offline.keepPageOpen')}
    </p>
  );
}
