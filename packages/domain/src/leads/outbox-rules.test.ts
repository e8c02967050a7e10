import { describe, expect, it } from 'vitest';
import type { LeadFields, OutboxEntry } from './local-lead.types';
import {
  applyPatch,
  draftOf,
  failureOf,
  mergeIntoExisting,
  mergePatches,
  newCreate,
  newUpdate,
  nextToSend,
  planEdit,
  reopened,
  retryDelayMs,
  syncFailureAction,
  syncStateOf,
} from './outbox-rules';

const fields: LeadFields = { source: 'qr', badgeCode: 'FPB-0001', rating: 'warm', tags: [], notes: '', capturedAt: '2026-12-01 10:00:00', visitorId: 'v-1' };
const owner = 'demo/u-1';
let seq = 0;
const numbered = (entry: ReturnType<typeof newCreate>, extra: Partial<OutboxEntry> = {}): OutboxEntry => ({ ...entry, seq: (seq += 1), ...extra }) as OutboxEntry;
const keys = () => {
  let n = 0;
  return () => `key-${(n += 1)}`;
};

describe('an edit of a lead still waiting to sync', () => {
  it('joins the create that has not been sent: it carries the lead as it now is, under the same key', () => {
    const create = numbered(newCreate(owner, 'l-1', fields, 'k-create'));
    const edited = applyPatch(fields, { rating: 'hot' });
    const plan = planEdit({ owner, localId: 'l-1' }, [create], edited, { rating: 'hot' }, keys());
    expect(plan).toEqual({ replace: { ...create, draft: draftOf(edited) } });
    expect('replace' in plan && plan.replace.idempotencyKey).toBe('k-create');
  });

  it('merges into an update that has not been sent, the later value winning', () => {
    const update = numbered(newUpdate(owner, 'l-1', { rating: 'hot', notes: 'a' }, 'k-up'));
    const plan = planEdit({ owner, localId: 'l-1' }, [update], fields, { notes: 'b' }, keys());
    expect(plan).toEqual({ replace: { ...update, patch: { rating: 'hot', notes: 'b' } } });
  });

  it('becomes a new update once the latest write was sent (its key would replay the first answer)', () => {
    const sent = numbered(newCreate(owner, 'l-1', fields, 'k-create'), { sent: true, attempts: 1 });
    const plan = planEdit({ owner, localId: 'l-1' }, [sent], fields, { notes: 'later' }, keys());
    expect(plan).toEqual({ add: newUpdate(owner, 'l-1', { notes: 'later' }, 'key-1') });
  });

  it('becomes a new update of a synced lead', () => {
    expect(planEdit({ owner, localId: 'l-1' }, [], fields, { rating: 'cold' }, keys())).toEqual({ add: newUpdate(owner, 'l-1', { rating: 'cold' }, 'key-1') });
  });

  it('puts a refused write back in line with a fresh key and the lead as it now is', () => {
    const refused = numbered(newCreate(owner, 'l-1', fields, 'k-old'), { sent: true, attempts: 1, failure: { code: 'CUSTOMER.NOT_FOUND', at: 1 } });
    const manual = applyPatch(fields, { name: '王小明', mobile: '13900170001', source: 'manual' } as never);
    const plan = planEdit({ owner, localId: 'l-1' }, [refused], manual, {}, keys());
    expect('replace' in plan && plan.replace).toMatchObject({ idempotencyKey: 'key-1', sent: false, attempts: 0, notBefore: 0, draft: draftOf(manual) });
    expect('replace' in plan && plan.replace.failure).toBeUndefined();
    const refusedUpdate = numbered(newUpdate(owner, 'l-1', { notes: 'x' }, 'k-u'), { sent: true, failure: { code: 'LEADS.LEAD_INVALID', at: 1 } });
    const again = planEdit({ owner, localId: 'l-1' }, [refusedUpdate], fields, { rating: 'hot' }, keys());
    expect('replace' in again && again.replace).toMatchObject({ kind: 'update', patch: { notes: 'x', rating: 'hot' }, idempotencyKey: 'key-1', sent: false });
  });

  it('reopens a write without its claim', () => {
    const claimed = numbered(newCreate(owner, 'l-1', fields, 'k'), { sent: true, attempts: 3, claim: { holder: 'tab-1', until: 9 }, notBefore: 5 });
    expect(reopened(claimed, 'k2')).toEqual({ ...newCreate(owner, 'l-1', fields, 'k2'), seq: claimed.seq });
  });
});

describe('a patch', () => {
  it('changes only the fields it names, and null removes the follow-up', () => {
    const withFollowUp = applyPatch(fields, { followUp: { date: '2026-12-05', note: 'call', done: false }, notes: 'n' });
    expect(withFollowUp).toMatchObject({ notes: 'n', followUp: { date: '2026-12-05' }, rating: 'warm' });
    expect(applyPatch(withFollowUp, { followUp: null })).not.toHaveProperty('followUp');
    expect(applyPatch(fields, { rating: undefined })).toEqual(fields);
    expect(mergePatches({ rating: 'hot', tags: ['a'] }, { rating: undefined, tags: ['b'] })).toEqual({ rating: 'hot', tags: ['b'] });
  });

  it('becomes a draft without what only the server sets', () => {
    expect(draftOf({ ...fields, capturedBy: { userId: 'u', name: 'n' } })).toEqual({ source: 'qr', badgeCode: 'FPB-0001', rating: 'warm', tags: [], notes: '', capturedAt: '2026-12-01 10:00:00' });
  });
});

describe('a lead’s sync state', () => {
  const entry = numbered(newCreate(owner, 'l-1', fields, 'k'));
  it('follows from its writes', () => {
    expect(syncStateOf([], 0)).toBe('synced');
    expect(syncStateOf([entry], 0)).toBe('local');
    expect(syncStateOf([{ ...entry, claim: { holder: 'h', until: 10 } }], 5)).toBe('syncing');
    expect(syncStateOf([{ ...entry, claim: { holder: 'h', until: 10 } }], 10)).toBe('local');
    const failed = { ...entry, failure: { code: 'LEADS.NO_PACKAGE', at: 1 } } as const;
    expect(syncStateOf([failed], 0)).toBe('failed');
    expect(failureOf([entry, failed])).toEqual(failed.failure);
    expect(failureOf([entry])).toBeUndefined();
  });
});

describe('after a failed write', () => {
  it.each([
    ['NETWORK.EXCEPTION', undefined, 'retry'],
    ['NETWORK.TIMEOUT', undefined, 'retry'],
    ['REQUEST.IN_FLIGHT', 409, 'retry'],
    ['SERVER.FAILURE', 500, 'retry'],
    ['SERVER.FAILURE', 503, 'retry'],
    ['SERVER.FAILURE', 409, 'retry'],
    ['REQUEST.ABORTED', undefined, 'retry'],
    ['AUTH.UNAUTHORIZED', 401, 'stop'],
    ['AUTH.SINGLE_EMPLOYEE_LOGIN', 401, 'stop'],
    ['CUSTOMER.NOT_FOUND', 400, 'fail'],
    ['LEADS.NO_PACKAGE', 400, 'fail'],
    ['SERVER.SILENT', 400, 'fail'],
    ['UNKNOWN', undefined, 'fail'],
  ] as const)('%s (HTTP %s) means %s', (code, status, action) => {
    expect(syncFailureAction(code, status)).toBe(action);
  });

  it("retries the server's 409 for a key whose first send is still running (a reload mid-send) instead of parking it", () => {
    expect(syncFailureAction('SERVER.FAILURE', 409, 409)).toBe('retry');
    expect(syncFailureAction('SERVER.FAILURE', 200, '409')).toBe('retry');
    expect(syncFailureAction('SERVER.FAILURE', 400, 4000)).toBe('fail');
  });

  it('waits 1 s doubling to at most 60 s, spread by ±50 %', () => {
    expect(retryDelayMs(1)).toBe(1000);
    expect(retryDelayMs(2)).toBe(2000);
    expect(retryDelayMs(4, 0)).toBe(4000);
    expect(retryDelayMs(4, 1)).toBe(12000);
    expect(retryDelayMs(20)).toBe(60000);
    expect(retryDelayMs(0)).toBe(1000);
  });
});

describe('the next write to send', () => {
  const a1 = numbered(newCreate(owner, 'a', fields, 'ka1'));
  const b1 = numbered(newCreate(owner, 'b', fields, 'kb1'));
  const a2 = numbered(newUpdate(owner, 'a', { notes: 'x' }, 'ka2'));

  it('is the oldest, and a lead’s later write waits for its earlier one', () => {
    expect(nextToSend([a1, b1, a2], 0)).toEqual({ entry: a1 });
    expect(nextToSend([], 0)).toBeUndefined();
  });

  it('skips a refused write and what waits behind it, not other leads', () => {
    const parked = { ...a1, failure: { code: 'CUSTOMER.NOT_FOUND', at: 0 } } as const;
    expect(nextToSend([parked, b1, a2], 0)).toEqual({ entry: b1 });
    expect(nextToSend([parked, a2], 0)).toBeUndefined();
  });

  it('keeps the order: when the head must wait, everything waits', () => {
    expect(nextToSend([{ ...a1, notBefore: 1500 }, b1], 1000)).toEqual({ waitMs: 500 });
    expect(nextToSend([{ ...a1, claim: { holder: 'other tab', until: 3000 } }, b1], 1000)).toEqual({ waitMs: 2000 });
    expect(nextToSend([{ ...a1, claim: { holder: 'dead tab', until: 900 } }, b1], 1000)).toEqual({ entry: { ...a1, claim: { holder: 'dead tab', until: 900 } } });
    // This tab's own claim, left by its page before a reload, is not waited for.
    expect(nextToSend([{ ...a1, claim: { holder: 'this tab', until: 3000 } }, b1], 1000, 'this tab')).toEqual({ entry: { ...a1, claim: { holder: 'this tab', until: 3000 } } });
    expect(nextToSend([{ ...a1, claim: { holder: 'other tab', until: 3000 } }, b1], 1000, 'this tab')).toEqual({ waitMs: 2000 });
  });
});

describe('a lead the server already had about the same visitor', () => {
  it('gets this phone’s rating, notes after its own, both sets of tags, and the follow-up and survey when given', () => {
    const server = { rating: 'cold', tags: ['VIP'], notes: 'met on day 1' } as const;
    const local = { rating: 'hot', tags: ['vip', 'agent'], notes: 'wants a quote', followUp: { date: '2026-12-05', note: '', done: false }, survey: { surveyId: 's', answers: [] } } as const;
    expect(mergeIntoExisting(server, local)).toEqual({
      rating: 'hot',
      tags: ['VIP', 'agent'],
      notes: 'met on day 1\nwants a quote',
      followUp: local.followUp,
      survey: local.survey,
    });
    expect(mergeIntoExisting({ ...server, notes: 'same' }, { rating: 'warm', tags: [], notes: 'same' })).toEqual({ rating: 'warm', tags: ['VIP'], notes: 'same' });
  });
});
