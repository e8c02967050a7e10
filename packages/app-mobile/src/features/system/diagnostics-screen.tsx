// /test and /test2: what support staff ask for when a link misbehaves — the environment as read from the
// user agent, the runtime config (the client secret left out), the language, WeChat detection and the
// session's configuration. Values are rendered as text. "Back" returns to the page the staff came from, or
// to the personal centre (open without a login) when the page was opened straight from a link.
import List from 'antd-mobile/es/components/list';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../ui/back-button';
import { Page } from '../../ui/page';
import { withoutSecrets } from '../../ui/runtime-config';
import { useLanguage } from '../../ui/use-language';
import { useSession } from '../../ui/use-session';
import { useShell } from '../../ui/shell-context';
import '../../ui/screen-blocks.css';

export default function DiagnosticsScreen() {
  const { t } = useTranslation('system');
  const { t: tCommon } = useTranslation('common');
  const { environment, runtimeConfig, userAgent, landingUrl } = useShell();
  const [language] = useLanguage();
  const loggedIn = useSession((snapshot) => snapshot.token !== null);
  const entry = useSession((snapshot) => snapshot.entry);
  const config = useSession((snapshot) => snapshot.config);
  const yesNo = (value: boolean) => (value ? t('diagnostics.yes') : t('diagnostics.no'));
  const orNone = (value: string | undefined | null) => value || t('diagnostics.none');

  return (
    <Page labelledBy="fp-diagnostics-heading">
      <BackButton fallback="/user-center" />
      <h1 id="fp-diagnostics-heading" className="fp-heading">{t('title.diagnostics')}</h1>
      <List header={t('diagnostics.environment')}>
        <List.Item extra={yesNo(environment.isWeChat)}>{t('diagnostics.wechat')}</List.Item>
        <List.Item extra={yesNo(environment.isIOS)}>{t('diagnostics.ios')}</List.Item>
        <List.Item extra={yesNo(environment.isAndroid)}>{t('diagnostics.android')}</List.Item>
        <List.Item extra={yesNo(environment.isDesktop)}>{t('diagnostics.desktop')}</List.Item>
        <List.Item extra={yesNo(environment.isSupportedDevice)}>{t('diagnostics.supported')}</List.Item>
        <List.Item description={<span className="fp-mono">{userAgent}</span>}>{t('diagnostics.userAgent')}</List.Item>
        <List.Item description={<span className="fp-mono">{landingUrl}</span>}>{t('diagnostics.landingUrl')}</List.Item>
      </List>
      <List header={t('diagnostics.runtimeConfig')}>
        <List.Item>
          <pre className="fp-mono" data-testid="runtime-config">
            {JSON.stringify(withoutSecrets(runtimeConfig), null, 2)}
          </pre>
        </List.Item>
      </List>
      <List header={t('diagnostics.session')}>
        <List.Item extra={tCommon(`language.${language}`)}>{t('diagnostics.language')}</List.Item>
        <List.Item extra={yesNo(loggedIn)}>{t('diagnostics.loggedIn')}</List.Item>
        <List.Item extra={orNone(entry.exhibitionId)}>{t('diagnostics.exhibitionId')}</List.Item>
        <List.Item extra={orNone(entry.registerType)}>{t('diagnostics.registerType')}</List.Item>
        <List.Item extra={orNone(config?.theme.pageThemeColor)}>{t('diagnostics.themeColor')}</List.Item>
      </List>
    </Page>
  );
}
