import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, HoldersSubmitted } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { missingTextList } from '../operations/input-guard';
import { type ErrorOf, WRITE_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';
import { PASS_REFUSALS } from './people-failures';
import { blankType } from './people.input-guards';

/** What reuse holders can fail with: as submit holders (`{index, name}` of a duplicate counts in `ids`). */
export const REUSE_HOLDERS_ERRORS = [...WRITE_FAILURES, ...PASS_REFUSALS, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/**
 * Applies again for last edition's people (旧证复用), all or none, with the same window, quota and
 * duplicate checks as a new application. Carries an Idempotency-Key.
 */
@injectable()
export class ReuseHoldersUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation: how many were applied for and what is left, or an error whose `code` is one of {@link REUSE_HOLDERS_ERRORS}. */
  execute(input: { readonly credentialType: string; readonly ids: readonly string[] }, options?: CallOptions): Promise<Result<HoldersSubmitted, ErrorOf<typeof REUSE_HOLDERS_ERRORS>>> {
    return guarded(REUSE_HOLDERS_ERRORS, blankType(input, 'credentialType') ?? missingTextList(input, 'ids'), () =>
      this.people.reuse({ exhibitionId: exhibitionOf(this.session), credentialType: input.credentialType.trim(), ids: [...input.ids] }, options),
    );
  }
}
