import { ContainerModule } from 'inversify';
import { defineArea } from '../di/area';
import { ApplyVisaLetterUseCase } from './apply-visa-letter.use-case';
import { EXHIBITOR_LETTERS_TOKENS } from './exhibitor-letters.tokens';
import { FetchCheckinNoticeUseCase } from './fetch-checkin-notice.use-case';
import { FetchInvitationTemplateUseCase } from './fetch-invitation-template.use-case';
import { FetchInvitationTemplatesUseCase } from './fetch-invitation-templates.use-case';
import { FetchVisaLettersUseCase } from './fetch-visa-letters.use-case';
import { HttpExhibitorLettersGateway } from './http-exhibitor-letters.gateway';
import { SaveInvitationTemplateUseCase } from './save-invitation-template.use-case';
import { UploadTemplatePictureUseCase } from './upload-template-picture.use-case';

/** The exhibitor's letters operations, by the names callers use. */
export const EXHIBITOR_LETTERS_OPERATIONS = {
  fetchInvitationTemplates: FetchInvitationTemplatesUseCase,
  fetchInvitationTemplate: FetchInvitationTemplateUseCase,
  uploadTemplatePicture: UploadTemplatePictureUseCase,
  saveInvitationTemplate: SaveInvitationTemplateUseCase,
  fetchVisaLetters: FetchVisaLettersUseCase,
  applyVisaLetter: ApplyVisaLetterUseCase,
  fetchCheckinNotice: FetchCheckinNoticeUseCase,
} as const;

/** The exhibitor's letters area: invitation templates, visa letters and the check-in notice. */
export const exhibitorLettersArea = defineArea({
  name: 'exhibitor-letters',
  module: new ContainerModule(({ bind }) => {
    bind(EXHIBITOR_LETTERS_TOKENS.Gateway).to(HttpExhibitorLettersGateway).inSingletonScope();
  }),
  operations: EXHIBITOR_LETTERS_OPERATIONS,
});
