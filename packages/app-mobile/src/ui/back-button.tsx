// "Back" on a screen that is read and left (an article, an agreement): to where the visitor came from in
// this tab, or to the given screen when the page was opened directly (nothing of the app behind it).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf, type PlainRoutePath } from '@fairpass/domain';
import { cameFromInsideApp } from './in-app-history';

export function BackButton({ fallback }: { readonly fallback: PlainRoutePath }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const goBack = () => {
    if (cameFromInsideApp()) window.history.back();
    else navigate(hrefOf(fallback));
  };
  return (
    <button type="button" className="fp-back" onClick={goBack}>
      {t('back')}
    </button>
  );
}
