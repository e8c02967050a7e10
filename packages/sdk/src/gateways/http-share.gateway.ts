import type { DomainError, InvitationLinkInfo, Result, ShareGateway } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { replyData } from '../http/api-reply';
import type { ApiClient } from '../http/api.client';

/** Invitation share links (RC invitation/share/link). */
@injectable()
export class HttpShareGateway implements ShareGateway {
  constructor(@inject(TOKENS.ApiClient) private readonly api: ApiClient) {}

  async invitationLink(input: { registerType: string }): Promise<Result<InvitationLinkInfo, DomainError>> {
    return replyData(await this.api.call('shareLink', input));
  }
}
