import type { DomainError, InvitationLinkInfo, Result, ShareGateway } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Fetches the invitation links (landing, register, customer; cn and en) for the user's register type. */
@injectable()
export class FetchShareLinkUseCase {
  constructor(
    @inject(TOKENS.ShareGateway) private readonly share: ShareGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(options?: CallOptions): Promise<Result<InvitationLinkInfo, DomainError>> {
    const { user, entry } = this.session.getSnapshot();
    const registerType = user?.userExhibitionVO.registerType || entry.registerType || '';
    return this.share.invitationLink({ registerType }, options);
  }
}
