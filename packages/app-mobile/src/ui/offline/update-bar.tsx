// "A new version is available — Reload": offered, never forced. Reloading under the visitor's feet could
// cut a lead or a form in the middle, so the page changes only when they press Reload; "Not now" hides
// the bar and the new version opens with the next visit.
import { useTranslation } from 'react-i18next';
import './offline.css';

export interface UpdateBarProps {
  readonly onReload: () => void;
  readonly onDismiss: () => void;
}

export function UpdateBar({ onReload, onDismiss }: UpdateBarProps) {
  const { t } = useTranslation('common');
  return (
    <aside className="fp-update-bar" aria-label={t('offline.updateReady')}>
      <p className="fp-update-bar__text">{t('offline.updateReady')}</p>
      <button type="button" className="fp-update-bar__button" onClick={onReload}>
        {t('offline.reload')}
      </button>
      <button type="button" className="fp-update-bar__close" aria-label={t('offline.dismiss')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
