/**
 * The exhibitor's letters: invitation templates (the organiser's, previewed with the company's facts,
 * and the company's own with its picture), visa invitation letters for foreign staff, and the on-site
 * check-in notice.
 * @module @fairpass/sdk/exhibitor-letters
 */
// @fairpass/sdk/exhibitor-letters — exhibitor self-service, the letters (issue 31). Loaded into a client on first use:
//
//   import { getExhibitorLetters } from '@fairpass/sdk/exhibitor-letters';
//   const letters = getExhibitorLetters(client);
//   const notice = await letters.fetchCheckinNotice.execute();
import type { FairpassClient } from '../client';
import { lazyArea, type AreaOperations, type OperationNames } from '../di/lazy-area';
import type { EXHIBITOR_LETTERS_OPERATIONS } from './exhibitor-letters.area';

export type { EXHIBITOR_LETTERS_OPERATIONS } from './exhibitor-letters.area';

/** The exhibitor's letters operations; each `execute()` resolves to a `Result`. */
export type ExhibitorLettersApi = AreaOperations<typeof EXHIBITOR_LETTERS_OPERATIONS>;

const NAMES = {
  fetchInvitationTemplates: true,
  fetchInvitationTemplate: true,
  uploadTemplatePicture: true,
  saveInvitationTemplate: true,
  fetchVisaLetters: true,
  applyVisaLetter: true,
  fetchCheckinNotice: true,
} as const satisfies OperationNames<typeof EXHIBITOR_LETTERS_OPERATIONS>;

/** The exhibitor letters area of `client`: its code is fetched, and loaded into the client's container, when an operation first runs. */
export function getExhibitorLetters(client: FairpassClient): ExhibitorLettersApi {
  return lazyArea(client, { name: 'exhibitor-letters', operations: NAMES, load: async () => (await import('./exhibitor-letters.area')).exhibitorLettersArea });
}

export { EXHIBITOR_LETTERS_ENDPOINTS } from './exhibitor-letters.endpoints';
export { FetchInvitationTemplatesUseCase } from './fetch-invitation-templates.use-case';
export type { FetchInvitationTemplatesInput } from './fetch-invitation-templates.use-case';
export { FetchInvitationTemplateUseCase } from './fetch-invitation-template.use-case';
export { UploadTemplatePictureUseCase } from './upload-template-picture.use-case';
export type { UploadTemplatePictureInput } from './upload-template-picture.use-case';
export { SaveInvitationTemplateUseCase } from './save-invitation-template.use-case';
export type { SaveInvitationTemplateInput } from './save-invitation-template.use-case';
export { FetchVisaLettersUseCase } from './fetch-visa-letters.use-case';
export { ApplyVisaLetterUseCase } from './apply-visa-letter.use-case';
export type { ApplyVisaLetterInput } from './apply-visa-letter.use-case';
export { FetchCheckinNoticeUseCase } from './fetch-checkin-notice.use-case';

// what each operation can fail with (its error type is `ErrorOf<typeof LIST>`)
export { FETCH_INVITATION_TEMPLATES_ERRORS } from './fetch-invitation-templates.use-case';
export { FETCH_INVITATION_TEMPLATE_ERRORS } from './fetch-invitation-template.use-case';
export { UPLOAD_TEMPLATE_PICTURE_ERRORS } from './upload-template-picture.use-case';
export { SAVE_INVITATION_TEMPLATE_ERRORS } from './save-invitation-template.use-case';
export { FETCH_VISA_LETTERS_ERRORS } from './fetch-visa-letters.use-case';
export { APPLY_VISA_LETTER_ERRORS } from './apply-visa-letter.use-case';
export { FETCH_CHECKIN_NOTICE_ERRORS } from './fetch-checkin-notice.use-case';
