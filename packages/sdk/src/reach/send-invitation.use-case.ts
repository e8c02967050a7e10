import { type CallOptions, type DomainError, type Err, type ErrorCode, type Result } from '@fairpass/domain';
import { invitationErrors, isSentInviteType, type InvitationSend, type Invitee, type ReachGateway } from '@fairpass/domain/reach';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError, outOfRange } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { REACH_TOKENS } from './reach.tokens';

/**
 * Why the server can refuse an invitation (wire 4811–4812): a mobile or address it cannot send to
 * (`params.field`), or a person already registered for the exhibition.
 */
export const INVITATION_FAILURES = ['INVITE.RECIPIENT_INVALID', 'INVITE.ALREADY_REGISTERED'] as const satisfies readonly ErrorCode[];

/** What send invitation can fail with. */
export const SEND_INVITATION_ERRORS = [
  ...WRITE_FAILURES,
  ...INVITATION_FAILURES,
  'VALIDATION.REQUIRED',
  'VALIDATION.OUT_OF_RANGE',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
] as const satisfies readonly ErrorCode[];

/** The way, then the domain's rules for the name and the recipient, as the first field error. */
function invalidInvitation(input: InvitationSend): Err<DomainError> | undefined {
  const way = outOfRange(input, 'inviteType', ['SHORT_MSG', 'EMAIL']);
  if (way || !isSentInviteType(input.inviteType)) return way;
  const errors = invitationErrors(input.inviteType, input);
  for (const field of ['name', 'recipient'] as const) {
    const code = errors[field]?.[0];
    if (code) return fieldError(code, field);
  }
  return undefined;
}

/**
 * Has the server send an invitation to register: a text message to a mainland mobile (`SHORT_MSG`) or an
 * e-mail (`EMAIL`), addressed by name, with a link of its own (its registration is then tracked on the
 * invitation). The value is the new invitee, `sent`. Carries an Idempotency-Key: pass
 * `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class SendInvitationUseCase {
  constructor(
    @inject(REACH_TOKENS.Gateway) private readonly reach: ReachGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SEND_INVITATION_ERRORS}. */
  execute(input: InvitationSend, options?: CallOptions): Promise<Result<Invitee, ErrorOf<typeof SEND_INVITATION_ERRORS>>> {
    return guarded(SEND_INVITATION_ERRORS, invalidInvitation(input), () =>
      this.reach.sendInvitation(
        { exhibitionId: exhibitionOf(this.session), inviteType: input.inviteType, name: input.name.trim(), recipient: input.recipient.trim() },
        options,
      ),
    );
  }
}
