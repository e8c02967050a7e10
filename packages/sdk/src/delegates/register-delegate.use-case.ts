import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { DelegatePerson, DelegatesGateway, PersonEntry } from '@fairpass/domain/delegates';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { outOfRange } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { invalidPerson } from './delegates.input-guards';
import { DELEGATES_TOKENS } from './delegates.tokens';
import { REGISTER_FAILURES } from './submit-team.use-case';

/** What register delegate can fail with. */
export const REGISTER_DELEGATE_ERRORS = [...WRITE_FAILURES, ...REGISTER_FAILURES, 'VALIDATION.REQUIRED', 'VALIDATION.OUT_OF_RANGE', 'VALIDATION.PHONE_INVALID'] as const satisfies readonly ErrorCode[];

/** How one person is registered on someone's behalf: by help (the info form) or by a group's or workplace's business card. */
export type RegisterChannel = 'help' | 'group' | 'work';

const CHANNELS: readonly RegisterChannel[] = ['help', 'group', 'work'];

/**
 * Registers one person on the user's behalf: by `help` with the personal-info form's values, or by the
 * business card of a `group` member or a colleague from `work` (values `name`, `company`, `jobTitle`,
 * `email`, and `department` for work). The value is the person, waiting for review. Carries an
 * Idempotency-Key: pass `options.idempotencyKey` to keep one across a reload.
 */
@injectable()
export class RegisterDelegateUseCase {
  constructor(
    @inject(DELEGATES_TOKENS.Gateway) private readonly delegates: DelegatesGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link REGISTER_DELEGATE_ERRORS}. */
  execute(input: { channel: RegisterChannel; person: PersonEntry }, options?: CallOptions): Promise<Result<DelegatePerson, ErrorOf<typeof REGISTER_DELEGATE_ERRORS>>> {
    return guarded(REGISTER_DELEGATE_ERRORS, outOfRange(input, 'channel', CHANNELS) ?? invalidPerson(input.person, 'person.'), () =>
      this.delegates.register(
        { exhibitionId: exhibitionOf(this.session), channel: input.channel, person: { phone: input.person.phone.trim(), values: input.person.values } },
        options,
      ),
    );
  }
}
