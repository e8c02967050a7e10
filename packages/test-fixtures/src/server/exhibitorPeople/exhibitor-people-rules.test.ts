// Parity: the contract server's copies of the exhibitor's people rules answer as the domain's do.
import { countsAgainstQuota as domainCounts, isHolderName, passAllows, PASS_STATES, passRefusal } from '@fairpass/domain/exhibitor-people';
import { describe, expect, it } from 'vitest';
import { applicationRefusal, countsAgainstQuota, isPlaceholderName, losable, removable } from './exhibitor-people-rules';

const pass = { quota: 6, used: 4, opensAt: '2026-11-01 00:00:00', closesAt: '2026-12-20 18:00:00', state: 'open' as const };

describe('the server keeps the domain rules of the exhibitor people', () => {
  it.each([
    [pass, 2, '2026-11-26 12:00:00'],
    [pass, 3, '2026-11-26 12:00:00'],
    [pass, 1, '2026-12-21 00:00:00'],
    [pass, 1, '2026-10-01 00:00:00'],
    [{ ...pass, state: 'closed' as const }, 1, '2026-11-26 12:00:00'],
    [{ ...pass, used: 9 }, 1, '2026-11-26 12:00:00'],
  ])('window and quota %#', (p, count, now) => {
    const server = applicationRefusal(p, count, now);
    const domain = passRefusal(p, count, now);
    expect(server?.code === 5102 ? 'DOCUMENT.APPLICATION_CLOSED' : server?.code === 5101 ? 'LIMIT.MAX_DOCUMENTS' : undefined).toBe(domain?.code);
    if (server?.code === 5101) expect({ max: String(server.max), left: String(server.left) }).toEqual(domain?.params);
  });
  it.each(['工作人员', 'Staff', ' 员工 ', '王小明', 'Anna Müller'])('placeholder name %j', (name) => {
    expect(isHolderName(name)).toBe(!isPlaceholderName(name));
  });
  it.each(PASS_STATES)('state %s: counted, removable and losable alike', (state) => {
    expect(countsAgainstQuota(state)).toBe(domainCounts(state));
    expect(removable(state)).toBe(passAllows(state, 'remove'));
    expect(losable(state)).toBe(passAllows(state, 'reportLoss'));
  });
});
