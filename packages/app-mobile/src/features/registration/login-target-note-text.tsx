// The words of the login's note on where it leads (login-target-note.tsx): fetched once a target is known,
// after the login's first paint, so the first load does not carry them.
import { useLayoutEffect, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_TARGET_ATTRIBUTE } from '../../app/first-paint-login';
import { dynamicText } from '../../ui/dynamic-text';
import type { LoginTargetView } from '../../ui/login-target';

const namespaceOf = (key: string): string => (key.includes(':') ? (key.split(':')[0] ?? 'common') : 'common');

export default function LoginTargetNoteText({ target, kept }: { readonly target: LoginTargetView; readonly kept: ReactElement }) {
  const { t } = useTranslation('registration');
  const titleKey = target.titleKey;
  // The title's namespace is the target screen's; it loads beside the login without holding it up.
  const titles = useTranslation((titleKey ? namespaceOf(titleKey) : 'common') as never, { useSuspense: false });
  const shown = titleKey === undefined || titles.ready;
  // Once the note is there, the space kept for it is its own.
  useLayoutEffect(() => {
    if (shown) document.getElementById('root')?.removeAttribute(LOGIN_TARGET_ATTRIBUTE);
  }, [shown]);
  if (!shown) return kept;
  const page = titleKey ? dynamicText(titles.t)(titleKey) : target.href;
  return (
    <p className="fp-login-target" data-target={target.href}>
      {t('login.continueTo', { page })}
    </p>
  );
}
