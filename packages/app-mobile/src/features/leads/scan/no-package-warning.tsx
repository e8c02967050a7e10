// Before a capture: an account without a package is told so (its leads stay on the phone and are
// refused by the server until a package is active, then they go by themselves), with the way to buy one
// (an admin) or whom to ask (staff). Nothing is said while the account cannot be read (no network).
// Read once with the SDK, not the query cache: the scan screen stays light to open at the stand.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { LeadAccount } from '@fairpass/domain/leads';
import { useLeadsApi } from '../use-lead-book';

export function NoPackageWarning() {
  const { t } = useTranslation('leads');
  const api = useLeadsApi();
  const [account, setAccount] = useState<LeadAccount | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    void api.fetchLeadAccount.execute({ signal: controller.signal }).then((read) => {
      if (read.ok) setAccount(read.value);
    });
    return () => controller.abort();
  }, [api]);
  if (account === undefined || account.package !== undefined) return null;
  return (
    <div className="fp-ld-warn" role="status" data-testid="no-package-warning">
      <p>{t('scan.noPackage')}</p>
      {account.role === 'staff' ? <p>{t('account.buy.notAdmin')}</p> : <Link href="/buyAccTypePage" className="fp-link">{t('scan.buyPackage')}</Link>}
    </div>
  );
}
