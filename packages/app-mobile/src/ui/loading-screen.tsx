// Shown while a lazy screen or a translation chunk loads (spec §9: the loading line and a 38 px spinner).
// The spinner is the same CSS ring index.html paints before any script runs, so the hand-over from the
// static page to React does not flicker, and no animation library rides on the first screen.
import { useTranslation } from 'react-i18next';

export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div className="fp-loading" role="status" aria-live="polite">
      <span className="fp-spinner" aria-hidden="true" />
      <p className="fp-loading__text">{t('loading')}</p>
    </div>
  );
}
