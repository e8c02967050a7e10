// The exhibitor's people (design exhibitor.md §2.4 and §5.2, "ours"): the company's pass types, the
// holders of each, last edition's holders, and the link by which staff apply themselves. Every endpoint
// but the staff landing is the caller's (bearer); every write carries an Idempotency-Key.
import type { SignedFile } from '../files/files.types';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { Page, PageRequest } from '../ports/page';
import type { UploadFile } from '../ports/registration.gateway';
import type { ExtraPassOrder, HolderPhoto, LossReported, PassHolder, PassHolderFields, PassState, PassTypes, PreviousHolder, StaffInviteCode, StaffInviteLanding, VisitorInvited } from './exhibitor-people.types';

export interface InExhibition {
  readonly exhibitionId: string;
}

/** What `GET RC relation/list` takes: one pass type's holders, or everyone's; a name, mobile or ID to find. */
export interface HolderListRequest extends InExhibition, PageRequest {
  readonly type?: string;
  readonly keyword?: string;
  readonly state?: PassState;
}

/** What `POST RC relation/submit` takes: the people, all accepted or none. */
export interface SubmitHoldersRequest extends InExhibition {
  readonly credentialType: string;
  readonly people: readonly PassHolderFields[];
}

/** What `POST RC relation/remove`, `relation/reportLoss` and `relation/inviteVisitor` take. */
export interface HolderRequest extends InExhibition {
  readonly relationId: string;
}

/** What `POST RC relation/placeOrder` takes: extra passes of one type beyond the quota. */
export interface ExtraPassesRequest extends InExhibition {
  readonly credentialType: string;
  readonly quantity: number;
}

/** What `POST RC relation/reuse` takes: last edition's people to apply for again. */
export interface ReuseRequest extends InExhibition {
  readonly credentialType: string;
  readonly ids: readonly string[];
}

/** What the holders' writes answer: how many passes were applied for and what is left of the quota. */
export interface HoldersSubmitted {
  readonly accepted: number;
  readonly left: number;
}

/** The port the SDK implements over HTTP for the exhibitor's people. */
export interface ExhibitorPeopleGateway {
  /** `GET RC credential/byDept`. */
  passTypes(input: InExhibition, options?: CallOptions): Promise<Result<PassTypes, DomainError>>;
  /** `GET RC relation/list` (paged). */
  holders(input: HolderListRequest, options?: CallOptions): Promise<Result<Page<PassHolder>, DomainError>>;
  /** `POST RC relation/submit`: 4701 `{index, name}`, 5101 `{max, left}`, 5102 `{closesAt}`. */
  submitHolders(input: SubmitHoldersRequest, options?: CallOptions): Promise<Result<HoldersSubmitted, DomainError>>;
  /** `POST RC relation/remove`. */
  removeHolder(input: HolderRequest, options?: CallOptions): Promise<Result<HoldersSubmitted, DomainError>>;
  /** `POST RC relation/reportLoss`: the old code revoked, a new pass issued; 5104 for a pass not issued. */
  reportLoss(input: HolderRequest, options?: CallOptions): Promise<Result<LossReported, DomainError>>;
  /** `POST RC relation/inviteVisitor`: a text message with the visitor registration link; 5111 for a pass reported lost. */
  inviteVisitor(input: HolderRequest, options?: CallOptions): Promise<Result<VisitorInvited, DomainError>>;
  /** `POST RC relation/placeOrder`: an order of kind `credential`, paid through order/pay; 5102 on a closed type. */
  placeOrder(input: ExtraPassesRequest, options?: CallOptions): Promise<Result<ExtraPassOrder, DomainError>>;
  /** `POST RC relation/photo/upload` (multipart): a holder's photo; 4521 for a file the server refuses. */
  uploadPhoto(file: UploadFile, options?: CallOptions): Promise<Result<HolderPhoto, DomainError>>;
  /** `GET RC relation/history`: the previous edition's holders of a type. */
  history(input: InExhibition & { readonly type: string }, options?: CallOptions): Promise<Result<readonly PreviousHolder[], DomainError>>;
  /** `POST RC relation/reuse`: as submit, for last edition's people. */
  reuse(input: ReuseRequest, options?: CallOptions): Promise<Result<HoldersSubmitted, DomainError>>;
  /** `GET RC relation/inviteCode`. */
  inviteCode(input: InExhibition & { readonly credentialType: string }, options?: CallOptions): Promise<Result<StaffInviteCode, DomainError>>;
  /** `POST RC relation/inviteCode/renew` **idem**: a new link and code for the type; the old ones stop at once. */
  renewInviteCode(input: InExhibition & { readonly credentialType: string }, options?: CallOptions): Promise<Result<StaffInviteCode, DomainError>>;
  /** `GET RC relation/sheetTemplate`: the staff sheet's bilingual CSV template at a signed address. */
  sheetTemplate(input: InExhibition & { readonly credentialType: string }, options?: CallOptions): Promise<Result<SignedFile, DomainError>>;
  /** `GET RC staffInvite/landing` (no login): the company a staff link names, as the server knows it. */
  staffLanding(input: InExhibition & { readonly registerLinkId: string }, options?: CallOptions): Promise<Result<StaffInviteLanding, DomainError>>;
}
