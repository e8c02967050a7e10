import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorGateway, ExhibitorMaterials } from '@fairpass/domain/exhibitor';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_TOKENS } from './exhibitor.tokens';

/** What fetch materials can fail with. */
export const FETCH_MATERIALS_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The company's materials this login may hand in (the catalogue entry, the fascia, the manual's forms,
 * the logo: only the modules opened for it; none before the company is approved), each with its deadline
 * and state, and the server clock to judge them on: `materialTaskState(material, serverTime)` and
 * `byUrgency(materials, serverTime)` order them most urgent first.
 */
@injectable()
export class FetchMaterialsUseCase {
  constructor(
    @inject(EXHIBITOR_TOKENS.Gateway) private readonly exhibitor: ExhibitorGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link FETCH_MATERIALS_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<ExhibitorMaterials, ErrorOf<typeof FETCH_MATERIALS_ERRORS>>> {
    return guarded(FETCH_MATERIALS_ERRORS, undefined, () => this.exhibitor.materials(exhibitionOf(this.session), options));
  }
}
