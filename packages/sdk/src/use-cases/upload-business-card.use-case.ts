import type { BusinessCardScan, DomainError, Result, UploadFile, UserGateway } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Uploads a business-card photo (/photo); the server answers with the fields it could read. */
@injectable()
export class UploadBusinessCardUseCase {
  constructor(
    @inject(TOKENS.UserGateway) private readonly users: UserGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  execute(input: { file: UploadFile }): Promise<Result<BusinessCardScan, DomainError>> {
    const exhibitionId = this.session.getSnapshot().entry.exhibitionId ?? '';
    return this.users.uploadBusinessCard({ file: input.file, exhibitionId });
  }
}
