import type { DomainError, FormValues, Result, RegistrationGateway, UserInfo } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingObject } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What submit personal info can fail with. */
export const SUBMIT_PERSONAL_INFO_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Submits the personal-info form (/infoWap) and keeps the updated user record in the session. */
@injectable()
export class SubmitPersonalInfoUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link SUBMIT_PERSONAL_INFO_ERRORS}. */
  async execute(input: { values: FormValues }, options?: CallOptions): Promise<Result<UserInfo, ErrorOf<typeof SUBMIT_PERSONAL_INFO_ERRORS>>> {
    return withinCodes(await this.run(input, options), SUBMIT_PERSONAL_INFO_ERRORS);
  }

  private async run(input: { values: FormValues }, options?: CallOptions): Promise<Result<UserInfo, DomainError>> {
    const invalid = missingObject(input, 'values');
    if (invalid) return invalid;
    const { entry } = this.session.getSnapshot();
    // The record is kept only for the login that asked for it: not after a logout came in between.
    const login = this.session.loginMark();
    const user = await this.registration.submitInfo({
      exhibitionId: entry.exhibitionId ?? '',
      registerType: entry.registerType ?? '',
      values: input.values,
    }, options);
    if (user.ok) this.session.setUserReadUnder(login, user.value);
    return user;
  }
}
