import type { DomainError, InvitationLinkInfo, Result, ShareGateway } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';

/** What fetch share link can fail with. */
export const FETCH_SHARE_LINK_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/** Fetches the invitation links (landing, register, customer; cn and en) for the user's register type. */
export class FetchShareLinkUseCase {
  constructor(
    private readonly share: ShareGateway,
    private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_SHARE_LINK_ERRORS}. */
  async execute(options?: CallOptions): Promise<Result<InvitationLinkInfo, ErrorOf<typeof FETCH_SHARE_LINK_ERRORS>>> {
    return withinCodes(await this.run(options), FETCH_SHARE_LINK_ERRORS);
  }

  private run(options?: CallOptions): Promise<Result<InvitationLinkInfo, DomainError>> {
    const { user, entry } = this.session.getSnapshot();
    const registerType = user?.userExhibitionVO.registerType || entry.registerType || '';
    return this.share.invitationLink({ registerType }, options);
  }
}
