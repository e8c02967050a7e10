import type { BusinessCardScan, DomainError, Result, UploadFile, RegistrationGateway } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { type ErrorOf, WRITE_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingObject } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** What upload business card can fail with. */
export const UPLOAD_BUSINESS_CARD_ERRORS = [...WRITE_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Uploads a business-card photo (/photo); the server answers with the fields it could read. */
@injectable()
export class UploadBusinessCardUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link UPLOAD_BUSINESS_CARD_ERRORS}. */
  async execute(input: { file: UploadFile }, options?: CallOptions): Promise<Result<BusinessCardScan, ErrorOf<typeof UPLOAD_BUSINESS_CARD_ERRORS>>> {
    return withinCodes(await this.run(input, options), UPLOAD_BUSINESS_CARD_ERRORS);
  }

  private run(input: { file: UploadFile }, options?: CallOptions): Promise<Result<BusinessCardScan, DomainError>> {
    const invalid = missingObject(input, 'file');
    if (invalid) return Promise.resolve(invalid);
    const exhibitionId = this.session.getSnapshot().entry.exhibitionId ?? '';
    return this.registration.uploadBusinessCard({ file: input.file, exhibitionId }, options);
  }
}
