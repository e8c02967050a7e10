// /jump: the session ended (a 401 while the entry parameters were still stored, spec §2/§8). Offers the
// way back to the link the visit started from, where the user logs in again. With
// `code=AUTH.SINGLE_EMPLOYEE_LOGIN` another employee's login on a single-person lead package ended this
// one: the page says so, and "Log in again" opens the link's login page, whose next step (the
// trade-fair type) leads back to the lead tool.
import { Button } from '../../ui/button';
import { StatusResult } from '../../ui/status-result';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { useErrorMessage } from '../../ui/use-error-message';
import { useQueryParam } from '../../ui/use-query-param';
import { useSession } from '../../ui/use-session';
import { useShell } from '../../ui/shell-context';
import { entryLinkFrom } from './entry-link';

export default function JumpScreen() {
  const { t } = useTranslation('system');
  const { landingUrl } = useShell();
  const entry = useSession((snapshot) => snapshot.entry);
  const errorMessage = useErrorMessage();
  const singleLogin = useQueryParam('code') === 'AUTH.SINGLE_EMPLOYEE_LOGIN';
  const link = singleLogin ? entryLinkFrom(landingUrl, entry, '/registration') : entryLinkFrom(landingUrl, entry);
  return (
    <Page labelledBy="fp-jump-heading">
      <StatusResult
        status={singleLogin ? 'warning' : 'info'}
        title={<h1 id="fp-jump-heading" className="fp-heading">{t('jump.heading')}</h1>}
        description={
          singleLogin ? (
            <>
              <p className="fp-error-text">{errorMessage('AUTH.SINGLE_EMPLOYEE_LOGIN')}</p>
              <p className="fp-note">{t('jump.leadsKept')}</p>
            </>
          ) : (
            t('jump.body')
          )
        }
      />
      {link ? (
        <Button block color="primary" size="large" onClick={() => location.assign(link)}>
          {singleLogin ? t('jump.loginAgain') : t('jump.back')}
        </Button>
      ) : (
        <p className="fp-note">{t('jump.noLink')}</p>
      )}
    </Page>
  );
}
