import { loginTargetOf, ROUTE_PATHS } from '@fairpass/domain';
import { createFairpassClient } from '@fairpass/sdk';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetAppDataWithAccount } from './forget-app-data';
import { forgetLoginTarget, keepLoginTarget, keptLoginTarget, LOGIN_TARGET_KEY } from './login-target';

describe('the login target kept in the tab', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps a checked target in session storage only, and forgets it', () => {
    keepLoginTarget(loginTargetOf('/news?token=t&page=2', ROUTE_PATHS));
    expect(sessionStorage.getItem(LOGIN_TARGET_KEY)).toBe('/news?page=2');
    expect(localStorage.getItem(LOGIN_TARGET_KEY)).toBeNull();
    expect(keptLoginTarget()).toBe('/news?page=2');
    forgetLoginTarget();
    expect(keptLoginTarget()).toBeNull();
  });

  it('forgets the last target when the new ask is none', () => {
    keepLoginTarget(loginTargetOf('/news', ROUTE_PATHS));
    keepLoginTarget(loginTargetOf('//evil.example/x', ROUTE_PATHS));
    expect(keptLoginTarget()).toBeNull();
  });

  it('goes with the account on logout', async () => {
    const client = createFairpassClient({ baseURL: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', storage: 'web', transport: 'fetch' });
    forgetAppDataWithAccount(client);
    keepLoginTarget(loginTargetOf('/meetingSchedule', ROUTE_PATHS));
    await client.logout.execute();
    expect(keptLoginTarget()).toBeNull();
  });
});
