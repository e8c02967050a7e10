// The claimant's side of a gift link: what the page may show before anyone logs in (claimInfo), and the
// claim, which issues a NEW ticket (new id, new code) in the claimant's own details and revokes the
// giver's ('gifted'). One claim per claimant per gift; the giver cannot claim their own.
import { isEmail, isInternationalPhone, isMainlandMobile } from '../formats';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import type { TicketRecord } from '../ticketing/tickets';
import type { TicketingState } from '../ticketing/ticketing-state';
import { unclaimedOf, type GiftRecord } from './gift-store';
import { giftNotFound } from './gifts';

type Body = Record<string, unknown>;

/** Who claims: their registration's userId on the gift's exhibition (or the login's), and the person. */
export interface Claimant {
  userId: string;
  personId: string;
}

export function claimInfo(state: TicketingState, giftId: string): Outcome<GiftRecord> {
  state.now();
  const gift = state.gifts.find(giftId);
  return gift ? done(gift) : giftNotFound();
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

interface HolderDetails {
  holderName: string;
  holderPhone: string;
  holderEmail: string;
  company: string;
}

function readHolder(body: Body): Outcome<HolderDetails> {
  const holder = { holderName: text(body.holderName), holderPhone: text(body.holderPhone), holderEmail: text(body.holderEmail), company: text(body.company) };
  if (holder.holderName === '' || holder.holderName.length > 50) return refused(400, '请填写持票人姓名（50 字以内）', 'Please fill in the holder name (up to 50 characters)');
  if (!isMainlandMobile(holder.holderPhone) && !(holder.holderPhone.startsWith('+') && isInternationalPhone(holder.holderPhone))) {
    return refused(400, '持票人手机号格式不正确', 'The holder mobile number is not valid');
  }
  if (holder.holderEmail !== '' && !isEmail(holder.holderEmail)) return refused(400, '邮箱格式不正确', 'The e-mail address is not valid');
  if (holder.company.length > 100) return refused(400, '公司名称最多 100 字', 'The company name is at most 100 characters');
  return done(holder);
}

/**
 * The ticket `personId` claimed from the gift, if they did (issue 28: "您已领取" leads to it): the one
 * the claim issued, or what replaced it since (an upgrade, a lost badge).
 */
export function claimedBy(gift: GiftRecord, personId: string, tickets?: TicketingState['tickets']): string | undefined {
  const ticketId = gift.claims.find((c) => c.claimantPersonId === personId)?.ticketId;
  if (ticketId === undefined || !tickets) return ticketId;
  return tickets.current(ticketId)?.ticketId ?? ticketId;
}

/** Why this claimant cannot claim from this gift now, if they cannot. */
function refusalOf(gift: GiftRecord, claimant: Claimant): Outcome<never> | undefined {
  if (gift.personId === claimant.personId) return refused(COMMERCE.ownGift, '不能领取自己转赠的门票', 'You cannot claim your own gift');
  const mine = claimedBy(gift, claimant.personId);
  if (mine) return refused(COMMERCE.giftAlreadyClaimed, '您已领取过该转赠', 'You have already claimed from this gift', { ticketId: mine });
  if (gift.status === 'cancelled') return refused(COMMERCE.giftCancelled, '该转赠已被撤回', 'The gift was cancelled');
  if (gift.status === 'expired') return refused(COMMERCE.giftExpired, '该转赠已过期', 'The gift has expired');
  if (gift.status === 'claimed' || unclaimedOf(gift).length === 0) return refused(COMMERCE.giftAllClaimed, '该转赠的门票已被领完', 'Every ticket of this gift has been claimed');
  return undefined;
}

export function claimGift(state: TicketingState, claimant: Claimant, giftId: string, body: Body): Outcome<TicketRecord> {
  const now = state.now();
  const gift = state.gifts.find(giftId);
  if (!gift) return giftNotFound();
  const refusal = refusalOf(gift, claimant);
  if (refusal) return refusal;
  const holder = readHolder(body);
  if (!holder.ok) return holder;
  const old = state.tickets.find(unclaimedOf(gift)[0] ?? '');
  if (!old) return refused(COMMERCE.giftAllClaimed, '该转赠的门票已被领完', 'Every ticket of this gift has been claimed');
  const { holderName, holderPhone, holderEmail, company } = holder.value;
  const fresh = state.issueTicket(
    {
      orderId: old.orderId,
      exhibitionId: gift.exhibitionId,
      userId: claimant.userId,
      personId: claimant.personId,
      ticketTypeId: old.ticketTypeId,
      holderName,
      holderPhone,
      ...(holderEmail ? { holderEmail } : {}),
      ...(company ? { holderCompany: company } : {}),
    },
    now,
  );
  state.revokeTicket(old, 'gifted');
  gift.claims = [...gift.claims, { fromTicketId: old.ticketId, ticketId: fresh.ticketId, claimantPersonId: claimant.personId, claimantName: holderName, claimedAt: now }];
  if (unclaimedOf(gift).length === 0) gift.status = 'claimed';
  return done(fresh);
}
