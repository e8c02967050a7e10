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
import type { Operations } from '../di/area';
import { useArea } from '../di/area-container';
import { EXHIBITOR_LETTERS_OPERATIONS, exhibitorLettersArea } from './exhibitor-letters.area';

export { EXHIBITOR_LETTERS_OPERATIONS, exhibitorLettersArea };

/** The exhibitor's letters operations; each `execute()` resolves to a `Result`. */
export type ExhibitorLettersApi = Operations<typeof EXHIBITOR_LETTERS_OPERATIONS>;

/** The exhibitor's letters area of `client`, loaded into its container the first time it is asked for. */
export function getExhibitorLetters(client: FairpassClient): ExhibitorLettersApi {
  return useArea(client, exhibitorLettersArea);
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
