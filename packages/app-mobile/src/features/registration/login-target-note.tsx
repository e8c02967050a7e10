// "登录后前往：会议日程" / "Sign in to continue to: Programme" (issue 27): the login pages say which screen
// the visitor asked for and will land on, by that screen's page title. Nothing when no screen was asked
// for (the after-login decision then says where the visitor goes).
// Its place is an empty, hidden line until then: the build's login markup (index.html) has it too, and on
// a link to a screen behind the login the page keeps that line's space from the first paint (#root's
// LOGIN_TARGET_ATTRIBUTE, login.css), so the note takes it without moving the form. While React takes
// the build's markup over, the note is left out as the build rendered it, and comes in the render after.
import { useLayoutEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_TARGET_ATTRIBUTE } from '../../app/first-paint-login';
import { dynamicText } from '../../ui/dynamic-text';
import { useLoginTarget } from '../../ui/login-target';

const namespaceOf = (key: string): string => (key.includes(':') ? (key.split(':')[0] ?? 'common') : 'common');

const never = () => () => undefined;
/** false while React hydrates the build's markup (and renders it at build time), true after. */
const useAfterHydration = (): boolean => useSyncExternalStore(never, () => true, () => false);

export function LoginTargetNote() {
  const target = useLoginTarget();
  const afterHydration = useAfterHydration();
  const { t } = useTranslation('registration');
  const titleKey = target?.titleKey;
  // The title's namespace is the target screen's; it loads beside the login without holding it up.
  const titles = useTranslation((titleKey ? namespaceOf(titleKey) : 'common') as never, { useSuspense: false });
  const shown = afterHydration && target !== undefined && (titleKey === undefined || titles.ready);
  // Once the note is there, the space kept for it is its own.
  useLayoutEffect(() => {
    if (shown) document.getElementById('root')?.removeAttribute(LOGIN_TARGET_ATTRIBUTE);
  }, [shown]);
  // A no-break space gives the kept line the note's own height.
  if (!shown)
    return (
      <p className="fp-login-target" hidden>
        {'\u00a0'}
      </p>
    );
  const page = titleKey ? dynamicText(titles.t)(titleKey) : target.href;
  return (
    <p className="fp-login-target" data-target={target.href}>
      {t('login.continueTo', { page })}
    </p>
  );
}
