// /jump: the session ended (a 401 while the entry parameters were still stored, spec §2/§8). Offers the
// way back to the link the visit started from, where the user logs in again.
import Button from 'antd-mobile/es/components/button';
import { StatusResult } from '../../ui/status-result';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { useSession } from '../../ui/use-session';
import { useShell } from '../../ui/shell-context';
import { entryLinkFrom } from './entry-link';

export default function JumpScreen() {
  const { t } = useTranslation('system');
  const { landingUrl } = useShell();
  const entry = useSession((snapshot) => snapshot.entry);
  const link = entryLinkFrom(landingUrl, entry);
  return (
    <Page labelledBy="fp-jump-heading">
      <StatusResult
        status="info"
        title={<h1 id="fp-jump-heading" className="fp-heading">{t('jump.heading')}</h1>}
        description={t('jump.body')}
      />
      {link ? (
        <Button block color="primary" size="large" onClick={() => location.assign(link)}>
          {t('jump.back')}
        </Button>
      ) : (
        <p className="fp-note">{t('jump.noLink')}</p>
      )}
    </Page>
  );
}
