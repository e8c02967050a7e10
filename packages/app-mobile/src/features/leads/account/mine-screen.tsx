// /minePage: the lead tool's "Me" — the account (who, company, role) and its package or the way to one,
// the staff of a multi-person account, the sync status of the leads on this phone with "sync now", the
// export and share links, and logging out (which warns while leads are only on this phone). The sync and
// logout parts come from the device, so the page is useful with no network; the account read says its
// own failure in place. Like every lead tool screen it keeps the background sync running, so leads taken
// offline go out while the page is open (and the logout question can say all is synced).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { LeadsNav } from '../leads-nav';
import { useShell } from '../../../ui/shell-context';
import { AccountSummary } from './account-summary';
import { leadAccountQuery } from './account.queries';
import { LogoutSection } from './logout-section';
import { SectionRead } from './section-read';
import { StaffSection } from './staff-section';
import { SyncSection } from './sync-section';
import { useLeadBookStatus } from '../use-lead-book';
import { useLeadTool } from '../use-lead-tool';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import './account.css';

export default withServerState(MineScreen);

const HEADING_ID = 'fp-la-mine-heading';

function MineScreen() {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const account = useQuery(leadAccountQuery(client));
  const status = useLeadBookStatus();
  useLeadTool();
  return (
    <Page labelledBy={HEADING_ID}>
      <h1 id={HEADING_ID} className="fp-heading">{t('account.title.mine')}</h1>
      <SectionRead query={account}>
        {(data) => (
          <>
            <AccountSummary account={data} />
            {data.package?.packageType === 'multi' && <StaffSection account={data} />}
          </>
        )}
      </SectionRead>
      <SyncSection status={status} />
      <nav className="fp-la-tools" aria-label={t('account.mine.tools')}>
        <Link href="/dataExport" className="fp-row-link">
          {t('account.mine.export')}
        </Link>
        <Link href="/tradeFairSystem/share" className="fp-row-link">
          {t('account.mine.share')}
        </Link>
      </nav>
      <LogoutSection status={status} />
      <LeadsNav current="/minePage" />
    </Page>
  );
}
