import type { SignedFile } from '@fairpass/domain/files';
import type { CallOptions, DomainError, Page, Result, UploadFile } from '@fairpass/domain';
import type {
  ExhibitorPeopleGateway,
  ExtraPassesRequest,
  ExtraPassOrder,
  HolderPhoto,
  HolderListRequest,
  HolderRequest,
  HoldersSubmitted,
  InExhibition,
  LossReported,
  PassHolder,
  PassTypes,
  PreviousHolder,
  ReuseRequest,
  StaffInviteCode,
  StaffInviteLanding,
  SubmitHoldersRequest,
  VisitorInvited,
} from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { EXHIBITOR_PEOPLE_ENDPOINTS as E } from './exhibitor-people.endpoints';

/** The exhibitor's people endpoints over the client's one API caller. */
@injectable()
export class HttpExhibitorPeopleGateway implements ExhibitorPeopleGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async passTypes(input: InExhibition, options?: CallOptions): Promise<Result<PassTypes, DomainError>> {
    return replyData(await this.api.call(E.passTypes, input, options));
  }

  async holders(input: HolderListRequest, options?: CallOptions): Promise<Result<Page<PassHolder>, DomainError>> {
    return replyData(await this.api.call(E.holders, input, options));
  }

  async submitHolders(input: SubmitHoldersRequest, options?: CallOptions): Promise<Result<HoldersSubmitted, DomainError>> {
    return replyData(await this.api.call(E.submit, input, options));
  }

  async removeHolder(input: HolderRequest, options?: CallOptions): Promise<Result<HoldersSubmitted, DomainError>> {
    return replyData(await this.api.call(E.remove, input, options));
  }

  async reportLoss(input: HolderRequest, options?: CallOptions): Promise<Result<LossReported, DomainError>> {
    return replyData(await this.api.call(E.reportLoss, input, options));
  }

  async inviteVisitor(input: HolderRequest, options?: CallOptions): Promise<Result<VisitorInvited, DomainError>> {
    return replyData(await this.api.call(E.inviteVisitor, input, options));
  }

  async placeOrder(input: ExtraPassesRequest, options?: CallOptions): Promise<Result<ExtraPassOrder, DomainError>> {
    return replyData(await this.api.call(E.placeOrder, input, options));
  }

  async uploadPhoto(file: UploadFile, options?: CallOptions): Promise<Result<HolderPhoto, DomainError>> {
    const form = new FormData();
    // The port describes the file structurally; at run time it is a browser or Node File/Blob.
    form.append('file', file as unknown as Blob, file.name);
    return replyData(await this.api.call(E.uploadPhoto, form, options));
  }

  async history(input: InExhibition & { readonly type: string }, options?: CallOptions): Promise<Result<readonly PreviousHolder[], DomainError>> {
    return replyData(await this.api.call(E.history, input, options));
  }

  async reuse(input: ReuseRequest, options?: CallOptions): Promise<Result<HoldersSubmitted, DomainError>> {
    return replyData(await this.api.call(E.reuse, input, options));
  }

  async inviteCode(input: InExhibition & { readonly credentialType: string }, options?: CallOptions): Promise<Result<StaffInviteCode, DomainError>> {
    return replyData(await this.api.call(E.inviteCode, input, options));
  }

  async renewInviteCode(input: InExhibition & { readonly credentialType: string }, options?: CallOptions): Promise<Result<StaffInviteCode, DomainError>> {
    return replyData(await this.api.call(E.renewInviteCode, input, options));
  }

  async sheetTemplate(input: InExhibition & { readonly credentialType: string }, options?: CallOptions): Promise<Result<SignedFile, DomainError>> {
    return replyData(await this.api.call(E.sheetTemplate, input, options));
  }

  async staffLanding(input: InExhibition & { readonly registerLinkId: string }, options?: CallOptions): Promise<Result<StaffInviteLanding, DomainError>> {
    return replyData(await this.api.call(E.staffLanding, input, options));
  }
}
