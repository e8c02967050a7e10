// The exhibitor's letters (design exhibitor.md §2.4–§2.6, §5.2, "ours"): invitation templates, visa
// letters and the check-in notice, all the company admin's (bearer); every write carries an
// Idempotency-Key.
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from '../ports/call-options';
import type { CheckinNotice, InvitationTemplate, TemplateList, TemplateText, VisaLetter, VisaLetters, VisaRequestFields } from './exhibitor-letters.types';

export interface InExhibition {
  readonly exhibitionId: string;
}

/** What `POST RC invitationTemplate/save` takes: a new template (no id) or an edit of the company's own. */
export interface SaveTemplateRequest extends InExhibition, TemplateText {
  readonly id?: string;
  readonly pictureUrl: string;
  readonly publish: boolean;
}

/** What `POST RC invitationTemplate/upload` takes: the picture, checked before sending. */
export interface TemplatePictureRequest extends InExhibition {
  readonly file: Blob;
  readonly fileName: string;
}

/** The port the SDK implements over HTTP for the exhibitor's letters. */
export interface ExhibitorLettersGateway {
  /** `GET RC invitationTemplate/list?scope=organiser|mine`. */
  templates(input: InExhibition & { readonly scope: 'organiser' | 'mine' }, options?: CallOptions): Promise<Result<TemplateList, DomainError>>;
  /** `GET RC invitationTemplate/detail`. */
  template(input: InExhibition & { readonly id: string }, options?: CallOptions): Promise<Result<InvitationTemplate, DomainError>>;
  /** `POST RC invitationTemplate/upload` (multipart): the picture's address. */
  uploadPicture(input: TemplatePictureRequest, options?: CallOptions): Promise<Result<{ readonly url: string }, DomainError>>;
  /** `POST RC invitationTemplate/save`: 5108 `{name}`. */
  saveTemplate(input: SaveTemplateRequest, options?: CallOptions): Promise<Result<InvitationTemplate, DomainError>>;
  /** `GET RC visa/list`. */
  visaLetters(input: InExhibition, options?: CallOptions): Promise<Result<VisaLetters, DomainError>>;
  /** `POST RC visa/apply`: 5105 `{minExpiry}`, 5106 `{firstDay, lastDay}`, 5107, 4701. */
  applyVisa(input: InExhibition & VisaRequestFields, options?: CallOptions): Promise<Result<VisaLetter, DomainError>>;
  /** `GET RC exhibitor/checkin`: 5110 `{opensAt}` is not sent here (the notice shows before the window). */
  checkin(input: InExhibition, options?: CallOptions): Promise<Result<CheckinNotice, DomainError>>;
}
