// The exhibitor's company (design exhibitor.md §5.1, "ours"): the profile the onboarding decision and the
// user centre read, the application to exhibit and the certification code. Every endpoint is the
// caller's (bearer); every write carries an Idempotency-Key.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { SignedFile } from '../files/files.types';
import type { CompanyDeadlines } from './deadline-calendar';
import type { Exhibit, ExhibitList, RemoveExhibitRequest, SaveExhibitRequest } from './exhibit-form';
import type { CertificationCode, ExhibitorApplication, ExhibitorCompany, ExhibitorDocument, ExhibitorDocumentKind, ExhibitorMaterials, ExhibitorProfile, PublicBoothCard } from './exhibitor.types';

export interface ExhibitorApplyRequest extends ExhibitorApplication {
  readonly exhibitionId: string;
}

export interface CertifyRequest {
  readonly exhibitionId: string;
  /** Normalised: upper case, no spaces. */
  readonly code: string;
}

/** The port the SDK implements over HTTP for the exhibitor's company. */
export interface ExhibitorGateway {
  /** `GET RC exhibitor/profile`. */
  profile(exhibitionId: string, options?: CallOptions): Promise<Result<ExhibitorProfile, DomainError>>;
  /** `POST RC exhibitor/apply`: answers with the profile, application submitted. */
  apply(input: ExhibitorApplyRequest, options?: CallOptions): Promise<Result<ExhibitorProfile, DomainError>>;
  /** `POST RC exhibitor/certify`: ties the login to the company the code names; answers with the company. */
  certify(input: CertifyRequest, options?: CallOptions): Promise<Result<ExhibitorCompany, DomainError>>;
  /** `GET RC exhibitor/certificationCode`: the company's code, for its admin only (anyone else: 5004). */
  certificationCode(exhibitionId: string, options?: CallOptions): Promise<Result<CertificationCode, DomainError>>;
  /** `POST RC exhibitor/certificationCode/renew`: a new code; the old one binds no one from now on. */
  renewCertificationCode(exhibitionId: string, options?: CallOptions): Promise<Result<CertificationCode, DomainError>>;
  /** `GET RC exhibitor/materials`: the company's materials this login may hand in, with the server clock. */
  materials(exhibitionId: string, options?: CallOptions): Promise<Result<ExhibitorMaterials, DomainError>>;
  /** `GET RC exhibitor/deadlines`: every deadline of the company (materials, manual forms, bookings), with the server clock. */
  deadlines(exhibitionId: string, options?: CallOptions): Promise<Result<CompanyDeadlines, DomainError>>;
  /** `GET RC exhibitor/deadlines/calendar`: the open deadlines as one .ics at a signed address. */
  deadlineCalendarFile(exhibitionId: string, options?: CallOptions): Promise<Result<SignedFile, DomainError>>;
  /** `GET RC exhibitor/documents`: the company's invoices or contracts, each PDF at a signed address. */
  documents(input: DocumentsRequest, options?: CallOptions): Promise<Result<readonly ExhibitorDocument[], DomainError>>;
  /** `GET RC exhibit/list`: the company's exhibits and its maximum. */
  exhibits(exhibitionId: string, options?: CallOptions): Promise<Result<ExhibitList, DomainError>>;
  /** `POST RC exhibit/save`: adds or edits one exhibit (sent for review again). */
  saveExhibit(input: SaveExhibitRequest & { readonly exhibitionId: string }, options?: CallOptions): Promise<Result<Exhibit, DomainError>>;
  /** `POST RC exhibit/remove`: removes one of the company's exhibits; answers with the list left. */
  removeExhibit(input: RemoveExhibitRequest & { readonly exhibitionId: string }, options?: CallOptions): Promise<Result<ExhibitList, DomainError>>;
  /** `GET RC booth/public` (no login): a company's public booth card. */
  boothCard(input: BoothCardRequest, options?: CallOptions): Promise<Result<PublicBoothCard, DomainError>>;
}

export interface BoothCardRequest {
  readonly exhibitionId: string;
  readonly deptId: string;
}

export interface DocumentsRequest {
  readonly exhibitionId: string;
  readonly kind: ExhibitorDocumentKind;
}
