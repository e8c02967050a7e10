// Leads the server refused because the account had no package go back in line by themselves once the
// account has one (issue 29): reading the account after WeChat Pay or an approved transfer is enough.
// Leads refused for another reason stay refused until someone retries them.
import type { UserInfo } from '@fairpass/domain';
import { ok } from '@fairpass/domain';
import type { LeadAccount, LeadsGateway } from '@fairpass/domain/leads';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../clock/fixed.clock';
import { SessionStore } from '../session/session.store';
import { MemoryStorageAdapter } from '../storage/memory-storage.adapter';
import { FetchLeadAccountUseCase } from './fetch-lead-account.use-case';
import { LeadBook } from './lead-book';
import { MemoryLeadStore } from './store/memory-lead-store';

const user = { userId: 'u-retry-1', account: '13800000152', userExhibitionVO: { registerType: 'commerceExhibition' } } as unknown as UserInfo;
const withPackage = { accountId: 'a-1', exhibitionId: 'retry-demo', company: 'c', role: 'admin', staffCount: 0, package: { packageType: 'single' } } as unknown as LeadAccount;
const withoutPackage = { accountId: 'a-1', exhibitionId: 'retry-demo', company: 'c', role: 'admin', staffCount: 0 } as unknown as LeadAccount;

async function phoneWithRefusals() {
  const session = new SessionStore(new MemoryStorageAdapter());
  session.setEntry({ exhibitionId: 'retry-demo', registerType: 'commerceExhibition', tenantId: '000000' });
  session.setToken('token-1');
  session.setUser(user);
  const store = new MemoryLeadStore();
  const book = new LeadBook(store, session, new FixedClock(Date.UTC(2026, 4, 12, 1)));
  for (const badgeCode of ['FPB-2026-0041', 'FPB-2026-0042']) {
    const captured = await book.capture({ source: 'qr', badgeCode });
    if (!captured.ok) throw new Error(captured.error.code);
  }
  const owner = (await book.ready()) as string;
  // The server refused the first for want of a package, the second for bad details.
  await store.changeOutbox(owner, (entries) => ({
    put: entries.map((e, i) => ({ ...e, failure: { code: i === 0 ? 'LEADS.NO_PACKAGE' : 'VALIDATION.FIELDS', at: 1 } }) as typeof e),
    result: undefined,
  }));
  // The phone opened again: a book reading what the store holds.
  return { session, book: new LeadBook(store, session, new FixedClock(Date.UTC(2026, 4, 12, 2))) };
}

const useCase = (session: SessionStore, book: LeadBook, account: LeadAccount) => new FetchLeadAccountUseCase({ account: async () => ok(account) } as unknown as LeadsGateway, session, book);

describe('leads refused for want of a package', () => {
  it('go back in line once the account has a package; other refusals stay', async () => {
    const { session, book } = await phoneWithRefusals();
    await book.ready();
    expect(book.find({ sync: 'failed' })).toHaveLength(2);
    await useCase(session, book, withoutPackage).execute();
    expect(book.find({ sync: 'failed' })).toHaveLength(2);
    await useCase(session, book, withPackage).execute();
    const failed = book.find({ sync: 'failed' });
    expect(failed).toHaveLength(1);
    expect(failed[0]?.failure?.code).toBe('VALIDATION.FIELDS');
    expect(book.getStatus().failed).toBe(1);
  });
});
