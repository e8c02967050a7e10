// The exhibitor's guests (design exhibitor.md §2.5 and §5.2, "ours"): the company's buyers by state and
// its VIP invitations against the quota. Every endpoint is the caller's (bearer); the VIP invitation
// carries an Idempotency-Key. Buyers are invited through the reach area's `invite/send` and card.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';
import type { FunnelRow, TemplateFunnel } from './invitation-funnel';
import type { GuestRecord, GuestState, GuestStateCount, VipInvitation, VipInviteFields, VipQuota } from './exhibitor-guests.types';

export interface InExhibition {
  readonly exhibitionId: string;
}

/** What `GET RC invite/records` takes: the company's guests (`scope: 'dept'`), of one state, matching a name. */
export interface GuestListRequest extends InExhibition, PageRequest {
  readonly scope: 'dept';
  readonly state?: GuestState;
  readonly keyword?: string;
}

/** What `POST RC vip/invite` takes. */
export interface VipInviteRequest extends InExhibition, VipInviteFields {}

/** The port the SDK implements over HTTP for the exhibitor's guests. */
export interface ExhibitorGuestsGateway {
  /** `GET RC invite/records` (paged). */
  records(input: GuestListRequest, options?: CallOptions): Promise<Result<Page<GuestRecord>, DomainError>>;
  /** `GET RC invite/recordCounts`: how many guests stand in each state. */
  recordCounts(input: InExhibition, options?: CallOptions): Promise<Result<readonly GuestStateCount[], DomainError>>;
  /** `GET RC invite/funnel`: per way, invited → registered → approved → entered. */
  funnel(input: InExhibition, options?: CallOptions): Promise<Result<readonly FunnelRow[], DomainError>>;
  /** `GET RC invite/templateFunnel`: per invitation template, invited → registered → approved → entered. */
  templateFunnel(input: InExhibition, options?: CallOptions): Promise<Result<TemplateFunnel, DomainError>>;
  /** `GET RC vip/quota`. */
  vipQuota(input: InExhibition, options?: CallOptions): Promise<Result<VipQuota, DomainError>>;
  /** `GET RC vip/list` (paged). */
  vipList(input: InExhibition & PageRequest, options?: CallOptions): Promise<Result<Page<VipInvitation>, DomainError>>;
  /** `POST RC vip/invite`: 5103 `{quota}`, 4811, 4812. */
  inviteVip(input: VipInviteRequest, options?: CallOptions): Promise<Result<VipInvitation, DomainError>>;
}
