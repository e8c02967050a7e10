// The gifting area's backend endpoints (docs/endpoints.md "Gifts"): the tickets the caller can give,
// gifts made, cancelled and listed, and the claim link's info and claim. Making, cancelling and claiming
// a gift carry an Idempotency-Key.
import type { Page } from '@fairpass/domain';
import type { ClaimGiftRequest, CreateGiftRequest, Gift, GiftableType, GiftClaimInfo, GiftListRequest } from '@fairpass/domain/gifting';
import type { Ticket } from '@fairpass/domain/ticketing';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import { normaliseGift, normaliseGiftableTypes, normaliseGiftClaimInfo, normaliseGiftPage, normaliseTicket } from './gifting.normalisers';

type GiftRef = { giftId: string };

/** The gifting area's endpoint catalogue, for `client.api.call(GIFTING_ENDPOINTS.x, input)`. */
export const GIFTING_ENDPOINTS = {
  giftable: endpoint<{ exhibitionId: string }, GiftableType[]>()({ method: 'GET', path: `${RC}give/giftable` }, normaliseGiftableTypes),
  createGift: endpoint<CreateGiftRequest, Gift>()({ method: 'POST', path: `${RC}give/create`, idempotent: true }, normaliseGift),
  gifts: endpoint<GiftListRequest, Page<Gift>>()({ method: 'GET', path: `${RC}give/list` }, normaliseGiftPage),
  gift: endpoint<GiftRef, Gift>()({ method: 'GET', path: `${RC}give/detail` }, normaliseGift),
  cancelGift: endpoint<GiftRef, Gift>()({ method: 'POST', path: `${RC}give/cancel`, idempotent: true }, normaliseGift),
  /** Needs no token: the claim link's page shows it before anyone logs in. */
  claimInfo: endpoint<GiftRef, GiftClaimInfo>()({ method: 'GET', path: `${RC}give/claimInfo` }, normaliseGiftClaimInfo),
  claimGift: endpoint<ClaimGiftRequest, Ticket>()({ method: 'POST', path: `${RC}give/claim`, idempotent: true }, normaliseTicket),
} as const;
