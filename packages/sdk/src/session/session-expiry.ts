import { STORAGE_AREA_OF, STORAGE_KEYS, type NavigatorPort, type StoragePort } from '@fairpass/domain';
import type { AccountData } from './account-data';
import type { SessionStore } from './session.store';

/**
 * What happens on a 401 of either shape (spec §2, §8): the account is forgotten on this device (the
 * token and user, and what was kept for it: account-data.ts), and the user
 * is sent to /jump when the link parameters of this visit are stored (so the flow can restart), else
 * to /error. Routing goes through the navigation port only.
 */
export class SessionExpiry {
  constructor(
    private readonly session: SessionStore,
    private readonly storage: StoragePort,
    private readonly navigator: NavigatorPort,
    private readonly accountData: AccountData,
  ) {}

  /** `code`: why — a plain 401, or another employee's login on a single-person lead account (spec §8). */
  expire(code: 'AUTH.UNAUTHORIZED' | 'AUTH.SINGLE_EMPLOYEE_LOGIN' = 'AUTH.UNAUTHORIZED'): void {
    // The session and the kept keys go at once; a registered step still running does not hold up the route.
    void this.accountData.forget('expired');
    const jumpParams = this.storage.get<unknown>(STORAGE_AREA_OF.jumpParams, STORAGE_KEYS.jumpParams);
    // A login ended by another employee's says so on the way (the lead tool shows why it was logged out).
    if (jumpParams !== undefined && jumpParams !== null) this.navigator.replace('/jump', code === 'AUTH.UNAUTHORIZED' ? undefined : { code });
    else this.navigator.replace('/error', { code });
  }
}
