// The exhibitor manual and the company form (design exhibitor.md §2.1 formInfoWap, §2.2 manualAll /
// manualPart, "ours"). Every endpoint is the caller's (bearer); every write carries an Idempotency-Key.
import type { FormValues } from '../ports/registration.gateway';
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { FasciaValues, ManualSection, ManualValues } from './exhibitor-manual.types';

/** What `GET RC exhibitor/manual` takes: a section, whole or one part (a booth number or a form id). */
export interface ManualRequest {
  readonly exhibitionId: string;
  readonly materialTypeV2: string;
  readonly part?: string;
}

/** What `POST RC exhibitor/manual/save` takes: one part's values, kept as a draft or handed in. */
export interface SaveManualRequest extends ManualRequest {
  readonly part: string;
  readonly values: ManualValues | FasciaValues;
  readonly draft: boolean;
}

/** What `POST RC exhibitor/form/submit` takes: the company form's values. */
export interface CompanyFormRequest {
  readonly exhibitionId: string;
  readonly values: FormValues;
}

/** What the company form's submit answers: whether the profile now counts the form complete. */
export interface CompanyFormSubmitted {
  readonly formComplete: boolean;
}

/** The port the SDK implements over HTTP for the manual and the company form. */
export interface ExhibitorManualGateway {
  /** `GET RC exhibitor/manual`: 5007, 5008, 5004. */
  manual(input: ManualRequest, options?: CallOptions): Promise<Result<ManualSection, DomainError>>;
  /** `POST RC exhibitor/manual/save`: answers with the section as saved (the same part); 5003, 5007, 5008. */
  save(input: SaveManualRequest, options?: CallOptions): Promise<Result<ManualSection, DomainError>>;
  /** `POST RC exhibitor/form/submit` (answers with the profile): the form complete; 5003. */
  submitCompanyForm(input: CompanyFormRequest, options?: CallOptions): Promise<Result<CompanyFormSubmitted, DomainError>>;
}
