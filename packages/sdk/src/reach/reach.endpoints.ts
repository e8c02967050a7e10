// The reach area's backend endpoints (docs/endpoints.md "Invitations, sources, sharing and reach"): the
// invitation card, invitees and sending, the landing (no token), traceability channels, the sharers'
// ranking. Sending an invitation and saving a channel carry an Idempotency-Key. Recording an invited
// person's registration uses the core's entry-link endpoints (`userRegisterLink/save`, `saveFissionParentId`).
import type { Page } from '@fairpass/domain';
import type { ExhibitionPageRequest } from '@fairpass/domain/conference';
import type { InviteCard, InviteLanding, InviteLandingRequest, Invitee, MyReach, RankEntry, SaveSourceRequest, SendInvitationRequest, SourceChannel } from '@fairpass/domain/reach';
import { endpoint } from '../http/endpoint';
import { RC } from '../http/endpoints';
import {
  normaliseInviteCard,
  normaliseInvitee,
  normaliseInviteePage,
  normaliseInviteLanding,
  normaliseMyReach,
  normaliseRankingPage,
  normaliseSource,
  normaliseSourcePage,
} from './reach.normalisers';

type ExhibitionQuery = { exhibitionId: string };

/** The reach area's endpoint catalogue, for `client.api.call(REACH_ENDPOINTS.x, input)`. */
export const REACH_ENDPOINTS = {
  inviteCard: endpoint<ExhibitionQuery, InviteCard>()({ method: 'GET', path: `${RC}invite/card` }, normaliseInviteCard),
  invitees: endpoint<ExhibitionPageRequest, Page<Invitee>>()({ method: 'GET', path: `${RC}invite/list` }, normaliseInviteePage),
  sendInvitation: endpoint<SendInvitationRequest, Invitee>()({ method: 'POST', path: `${RC}invite/send`, idempotent: true }, normaliseInvitee),
  /** Needs no token: the invited person reads it before logging in. */
  inviteLanding: endpoint<InviteLandingRequest, InviteLanding>()({ method: 'GET', path: `${RC}invite/landing` }, normaliseInviteLanding),
  sources: endpoint<ExhibitionPageRequest, Page<SourceChannel>>()({ method: 'GET', path: `${RC}source/list` }, normaliseSourcePage),
  saveSource: endpoint<SaveSourceRequest, SourceChannel>()({ method: 'POST', path: `${RC}source/save`, idempotent: true }, normaliseSource),
  source: endpoint<ExhibitionQuery & { code: string }, SourceChannel>()({ method: 'GET', path: `${RC}source/detail` }, normaliseSource),
  myReach: endpoint<ExhibitionQuery, MyReach>()({ method: 'GET', path: `${RC}share/mine` }, normaliseMyReach),
  ranking: endpoint<ExhibitionPageRequest, Page<RankEntry>>()({ method: 'GET', path: `${RC}share/ranking` }, normaliseRankingPage),
} as const;
