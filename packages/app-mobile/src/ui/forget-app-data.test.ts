import { createFairpassClient } from '@fairpass/sdk';
import { describe, expect, it } from 'vitest';
import { writeDraft } from './form/draft-store';
import { forgetAppDataWithAccount } from './forget-app-data';
import { writeKeyFor } from './write-key';

const newClient = () => {
  const client = createFairpassClient({ baseURL: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's', storage: 'web', transport: 'fetch' });
  forgetAppDataWithAccount(client);
  return client;
};

const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, index) => storage.key(index));

describe('the app’s kept data of an account', () => {
  it('goes with the account on logout: drafts, resend countdowns, write keys, waiting team members and a read business card', async () => {
    const client = newClient();
    writeDraft('invoiceHeader', { title: '一个只填了一半的发票抬头' });
    writeKeyFor('invoiceHeader.new', { title: 'x' });
    sessionStorage.setItem('fairpass.resendAt.login-code', String(Date.now() + 60_000));
    sessionStorage.setItem('fairpass.teamWaiting.demo/u-a', JSON.stringify([{ key: 'k', phone: '13800000112', values: {} }]));
    sessionStorage.setItem('fairpassBusinessCardDraft', JSON.stringify({ name: '严升级' }));
    localStorage.setItem('languageType', JSON.stringify('en'));

    expect((await client.logout.execute()).ok).toBe(true);

    expect(keys(sessionStorage).filter((key) => key?.startsWith('fairpass'))).toEqual([]);
    expect(keys(localStorage)).toEqual(['languageType']);
  });
});
