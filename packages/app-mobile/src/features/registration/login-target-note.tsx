// "登录后前往：会议日程" / "Sign in to continue to: Programme" (issue 27): the login pages say which screen
// the visitor asked for and will land on, by that screen's page title. Nothing when no screen was asked
// for (the after-login decision then says where the visitor goes).
import { useTranslation } from 'react-i18next';
import { dynamicText } from '../../ui/dynamic-text';
import { useLoginTarget } from '../../ui/login-target';

const namespaceOf = (key: string): string => (key.includes(':') ? (key.split(':')[0] ?? 'common') : 'common');

export function LoginTargetNote() {
  const target = useLoginTarget();
  const { t } = useTranslation('registration');
  const titleKey = target?.titleKey;
  // The title's namespace is the target screen's; it loads beside the login without holding it up.
  const titles = useTranslation((titleKey ? namespaceOf(titleKey) : 'common') as never, { useSuspense: false });
  if (target === undefined || (titleKey !== undefined && !titles.ready)) return null;
  const page = titleKey ? dynamicText(titles.t)(titleKey) : target.href;
  return (
    <p className="fp-login-target" data-target={target.href}>
      {t('login.continueTo', { page })}
    </p>
  );
}
