// Another tab of the phone may forget the kept wallet (a logout there) or keep a newer one: this tab reads
// it again from storage when the browser says the phone's storage changed, so a tab showing the kept
// copy stops showing it at once (the guard then leads to the login) — nothing of one account stays on
// screen for the next person.
import { useEffect } from 'react';
import { ACCOUNT_KEY_PREFIX } from '@fairpass/sdk';
import { useShell } from '../../../ui/shell-context';

export function useKeptWalletSync(): void {
  const { session } = useShell().client;
  useEffect(() => {
    const changed = (event: StorageEvent) => {
      if (event.storageArea !== localStorage) return;
      if (event.key === null || event.key.startsWith(ACCOUNT_KEY_PREFIX)) session.reloadKeptWallet();
    };
    window.addEventListener('storage', changed);
    return () => window.removeEventListener('storage', changed);
  }, [session]);
}
