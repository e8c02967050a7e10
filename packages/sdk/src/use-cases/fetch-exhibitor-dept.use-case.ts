import { DomainError, err, type ExhibitorGateway, type ExhibitorInfo, type Result } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import type { SessionStore } from '../session/session.store';

/** Fetches the exhibitor company of the logged-in user (null when the user belongs to none). */
@injectable()
export class FetchExhibitorDeptUseCase {
  constructor(
    @inject(TOKENS.ExhibitorGateway) private readonly exhibitors: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  async execute(): Promise<Result<ExhibitorInfo | null, DomainError>> {
    const { user, entry } = this.session.getSnapshot();
    if (user === null) return err(new DomainError('AUTH.UNAUTHORIZED'));
    return this.exhibitors.exhibitorDept({ userId: user.userId, exhibitionId: entry.exhibitionId ?? '' });
  }
}
