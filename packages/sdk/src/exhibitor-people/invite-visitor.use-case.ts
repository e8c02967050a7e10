import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, VisitorInvited } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What invite visitor can fail with: a pass reported lost (5111 → BADGE.NOT_INVITABLE). */
export const INVITE_VISITOR_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED', 'BADGE.NOT_INVITABLE'] as const satisfies readonly ErrorCode[];

/**
 * Invites a listed person to visit the show as a visitor: the server texts them the exhibition's visitor
 * registration link in the company's name (a refused holder can still come that way). Carries an
 * Idempotency-Key, so a double tap or a retry sends one message.
 */
@injectable()
export class InviteVisitorUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: where the invitation went and when, or an error whose `code` is one of {@link INVITE_VISITOR_ERRORS}. */
  execute(input: { readonly relationId: string }, options?: CallOptions): Promise<Result<VisitorInvited, ErrorOf<typeof INVITE_VISITOR_ERRORS>>> {
    return guarded(INVITE_VISITOR_ERRORS, missingText(input, ['relationId']), () =>
      this.people.inviteVisitor({ exhibitionId: exhibitionOf(this.session), relationId: input.relationId.trim() }, options),
    );
  }
}
