import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGateway, PublicBoothCard } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch booth card can fail with. */
export const FETCH_BOOTH_CARD_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * A company's public booth card on this exhibition (no login needed: the link the exhibitor shares):
 * names in both languages, logo, introduction and booths (none yet: "booth to be allocated").
 */
@injectable()
export class FetchBoothCardUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_BOOTH_CARD_ERRORS}. */
  execute(input: { readonly deptId: string }, options?: CallOptions): Promise<Result<PublicBoothCard, ErrorOf<typeof FETCH_BOOTH_CARD_ERRORS>>> {
    return guarded(FETCH_BOOTH_CARD_ERRORS, missingText(input, ['deptId']), () =>
      this.exhibitor.boothCard({ exhibitionId: exhibitionOf(this.session), deptId: input.deptId.trim() }, options),
    );
  }
}
