import type { DomainError, InvitationLinkInfo, Result, ShareGateway } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';
import { CORE_ENDPOINTS } from '../http/endpoints';

/** Invitation share links (RC invitation/share/link). */
export class HttpShareGateway implements ShareGateway {
  constructor(private readonly api: ApiClient) {}

  async invitationLink(input: { registerType: string }, options?: CallOptions): Promise<Result<InvitationLinkInfo, DomainError>> {
    return replyData(await this.api.call(CORE_ENDPOINTS.shareLink, input, options));
  }
}
