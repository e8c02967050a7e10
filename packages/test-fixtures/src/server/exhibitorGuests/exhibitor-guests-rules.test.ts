// Parity: the contract server's copies of the exhibitor's guests rules answer as the domain's do.
import { GUEST_STATES, guestStateOf, invitationFunnel, templateFunnel, vipQuotaOf, type VipState } from '@fairpass/domain/exhibitor-guests';
import { describe, expect, it } from 'vitest';
import { buyerStateOf, funnelOf, templateFunnelOf, vipCounts, type TemplateNames } from './exhibitor-guests-rules';

describe("the server keeps the domain's guest rules", () => {
  it.each<[number, VipState[]]>([
    [10, ['registered', 'registered', 'registered', 'sent', 'sent', 'optedOut']],
    [2, ['registered', 'sent', 'sent']],
    [0, []],
  ])('the VIP quota of %i', (quota, states) => {
    expect(vipCounts(quota, states)).toEqual(vipQuotaOf(quota, states));
  });
  it.each([
    [undefined, false],
    [{ completeResult: 'fail', examineResult: '' }, false],
    [{ completeResult: 'succ', examineResult: '' }, false],
    [{ completeResult: 'succ', examineResult: 'approve' }, true],
    [{ completeResult: 'succ', examineResult: 'reject' }, true],
  ] as const)('a buyer of %o', (progress, entered) => {
    expect(buyerStateOf(progress, entered)).toBe(guestStateOf(progress as never, entered));
  });
  it('the funnel of every way and state', () => {
    const ways = ['SHORT_MSG', 'EMAIL', 'QRCODE', 'LINK'] as const;
    const records = ways.flatMap((inviteType, w) => GUEST_STATES.slice(w).map((state) => ({ inviteType, state })));
    expect(funnelOf(records)).toEqual(invitationFunnel(records));
  });
  it('the funnel of every template and state', () => {
    const templates: TemplateNames[] = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, scope: i === 3 ? 'mine' : 'organiser', titleZh: `模板 ${id}`, titleEn: `Template ${id}` }));
    const records = ['b', 'a', 'c', 'gone'].flatMap((templateId, t) => GUEST_STATES.slice(t).map((state) => ({ templateId, state })));
    expect(templateFunnelOf(records, templates)).toEqual(templateFunnel(records, templates));
  });
});
