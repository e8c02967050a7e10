import type { BusinessCardScan, DomainError, Result, UploadFile, RegistrationGateway } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingObject } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';
import { REGISTRATION_TOKENS } from './registration.tokens';

/** Uploads a business-card photo (/photo); the server answers with the fields it could read. */
@injectable()
export class UploadBusinessCardUseCase {
  constructor(
    @inject(REGISTRATION_TOKENS.Gateway) private readonly registration: RegistrationGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(input: { file: UploadFile }, options?: CallOptions): Promise<Result<BusinessCardScan, DomainError>> {
    const invalid = missingObject(input, 'file');
    if (invalid) return Promise.resolve(invalid);
    const exhibitionId = this.session.getSnapshot().entry.exhibitionId ?? '';
    return this.registration.uploadBusinessCard({ file: input.file, exhibitionId }, options);
  }
}
