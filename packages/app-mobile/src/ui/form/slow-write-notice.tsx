// The form's slow-write notice (slow-write.ts), a part of its own: nothing is said before a write has been
// slow for seconds, so its code comes after the form has painted (issue 33).
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { SlowWriteContext } from './slow-write';
import './form.css';

/**
 * "The connection is slow — still sending…" with "Keep waiting" and "Try again", while the form's
 * write is slow. The polite live region stays in the document (visually hidden while empty) so the
 * sentence is announced when it arrives.
 */
export default function SlowWriteNotice() {
  const controls = useContext(SlowWriteContext);
  const { t } = useTranslation('common');
  if (!controls) return null;
  const { slow, keepWaiting, tryAgain } = controls;
  return (
    <div className="fp-slow-write">
      <p className="fp-slow-write__text" aria-live="polite">
        {slow ? t('slowWrite.notice') : ''}
      </p>
      {slow && (
        <div className="fp-slow-write__actions">
          <Button size="small" fill="outline" onClick={keepWaiting}>
            {t('slowWrite.keepWaiting')}
          </Button>
          <Button size="small" fill="outline" onClick={tryAgain}>
            {t('slowWrite.tryAgain')}
          </Button>
        </div>
      )}
    </div>
  );
}
