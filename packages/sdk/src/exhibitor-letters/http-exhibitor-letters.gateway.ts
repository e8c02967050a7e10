import type { CallOptions, DomainError, Result } from '@fairpass/domain';
import type {
  CheckinNotice,
  ExhibitorLettersGateway,
  InExhibition,
  InvitationTemplate,
  SaveTemplateRequest,
  TemplateList,
  TemplatePictureRequest,
  VisaLetter,
  VisaLetters,
  VisaRequestFields,
} from '@fairpass/domain/exhibitor-letters';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_LETTERS_ENDPOINTS as E } from './exhibitor-letters.endpoints';

/** The exhibitor's letters endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorLettersGateway implements ExhibitorLettersGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async templates(input: InExhibition & { readonly scope: 'organiser' | 'mine' }, options?: CallOptions): Promise<Result<TemplateList, DomainError>> {
    return replyData(await this.api.call(E.templates, input, options));
  }

  async template(input: InExhibition & { readonly id: string }, options?: CallOptions): Promise<Result<InvitationTemplate, DomainError>> {
    return replyData(await this.api.call(E.template, input, options));
  }

  async uploadPicture(input: TemplatePictureRequest, options?: CallOptions): Promise<Result<{ readonly url: string }, DomainError>> {
    const form = new FormData();
    form.append('file', input.file, input.fileName);
    form.append('exhibitionId', input.exhibitionId);
    return replyData(await this.api.call(E.upload, form, options));
  }

  async saveTemplate(input: SaveTemplateRequest, options?: CallOptions): Promise<Result<InvitationTemplate, DomainError>> {
    return replyData(await this.api.call(E.save, input, options));
  }

  async visaLetters(input: InExhibition, options?: CallOptions): Promise<Result<VisaLetters, DomainError>> {
    return replyData(await this.api.call(E.visaLetters, input, options));
  }

  async applyVisa(input: InExhibition & VisaRequestFields, options?: CallOptions): Promise<Result<VisaLetter, DomainError>> {
    return replyData(await this.api.call(E.applyVisa, input, options));
  }

  async checkin(input: InExhibition, options?: CallOptions): Promise<Result<CheckinNotice, DomainError>> {
    return replyData(await this.api.call(E.checkin, input, options));
  }
}
