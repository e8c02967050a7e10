import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import { vipInviteErrors, vipInviteOf, type ExhibitorGuestsGateway, type VipInvitation } from '@fairpass/domain/exhibitor-guests';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { fieldError } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_GUESTS_TOKENS } from './exhibitor-guests.tokens';

/** What invite VIP can fail with: a field before sending, the quota taken, a bad address, someone registered. */
export const INVITE_VIP_ERRORS = [
  ...WRITE_FAILURES,
  'VIP.QUOTA_USED_UP',
  'INVITE.RECIPIENT_INVALID',
  'INVITE.ALREADY_REGISTERED',
  'VALIDATION.REQUIRED',
  'VALIDATION.NAME_INVALID',
  'VALIDATION.PHONE_INVALID',
  'VALIDATION.EMAIL_INVALID',
  'VALIDATION.TOO_LONG',
] as const satisfies readonly ErrorCode[];

/** A VIP as typed: name, mobile or e-mail address, company and title (may be ''), the invitation's language. */
export interface InviteVipInput {
  readonly name: string;
  readonly recipient: string;
  readonly company: string;
  readonly title: string;
  readonly language: string;
}

/**
 * Invites one VIP by text (a mobile) or e-mail with the company's VIP link. The quota is consumed when the
 * VIP registers through it, not now; an open invitation holds a place, so the server refuses one beyond
 * the quota (VIP.QUOTA_USED_UP `{quota}`). The form's rules are checked before sending (`field` names the
 * field). Carries an Idempotency-Key: a double tap invites once.
 */
@injectable()
export class InviteVipUseCase {
  constructor(
    @inject(EXHIBITOR_GUESTS_TOKENS.Gateway) private readonly guests: ExhibitorGuestsGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the invitation, or an error whose `code` is one of {@link INVITE_VIP_ERRORS}. */
  execute(input: InviteVipInput, options?: CallOptions): Promise<Result<VipInvitation, ErrorOf<typeof INVITE_VIP_ERRORS>>> {
    const typed = { name: text(input?.name), recipient: text(input?.recipient), company: text(input?.company), title: text(input?.title), language: text(input?.language) || 'zh' };
    const [field, codes] = Object.entries(vipInviteErrors(typed))[0] ?? [];
    const invalid = field && codes?.[0] ? fieldError(codes[0], field) : undefined;
    return guarded(INVITE_VIP_ERRORS, invalid, () => this.guests.inviteVip({ exhibitionId: exhibitionOf(this.session), ...vipInviteOf(typed) }, options));
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
