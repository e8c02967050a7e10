import { useTranslation } from 'react-i18next';
import { useSession } from '../ui/use-session';
import { useShell } from '../ui/shell-context';
import { useAllowedOrigins } from '../ui/use-allowed-origins';
import { backHomeUrl } from './back-home';

export function BackHomeButton() {
  const { t } = useTranslation('common');
  const { runtimeConfig } = useShell();
  const allowedOrigins = useAllowedOrigins();
  const isOpenAdapt = useSession((snapshot) => snapshot.entry.isOpenAdapt);
  const configuredHome = useSession((snapshot) => snapshot.config?.pcHomeUrl ?? '');
  const url = backHomeUrl({
    isOpenAdapt,
    pcHomeUrl: configuredHome || runtimeConfig.pcHomeUrl,
    allowedOrigins,
  });
  if (!url) return null;
  return (
    <a className="fp-back-home" href={url}>
      {t('backHome')}
    </a>
  );
}
