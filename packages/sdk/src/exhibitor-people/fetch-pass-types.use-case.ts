import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { ExhibitorPeopleGateway, PassTypes } from '@fairpass/domain/exhibitor-people';
import { inject, injectable } from 'inversify';
import { TOKENS } from '../di/tokens';
import { exhibitionOf, guarded } from '../operations/area-operation';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import type { SessionStore } from '../session/session.store';
import { EXHIBITOR_PEOPLE_TOKENS } from './exhibitor-people.tokens';

/** What fetch pass types can fail with (a login that manages no company: the server's 400 with its message). */
export const FETCH_PASS_TYPES_ERRORS = [...HTTP_FAILURES] as const satisfies readonly ErrorCode[];

/**
 * The company's pass types (证件: exhibitor, build-up, dismantling …), each with its quota, used, left and
 * application window, and the server's clock to judge the windows on (`passRefusal(type, n, serverTime)`).
 */
@injectable()
export class FetchPassTypesUseCase {
  constructor(
    @inject(EXHIBITOR_PEOPLE_TOKENS.Gateway) private readonly people: ExhibitorPeopleGateway,
    @inject(TOKENS.Session) private readonly session: SessionStore,
  ) {}

  /** Runs the operation (no input): the value, or an error whose `code` is one of {@link FETCH_PASS_TYPES_ERRORS}. */
  execute(_input: Readonly<Record<string, never>> = {}, options?: CallOptions): Promise<Result<PassTypes, ErrorOf<typeof FETCH_PASS_TYPES_ERRORS>>> {
    return guarded(FETCH_PASS_TYPES_ERRORS, undefined, () => this.people.passTypes({ exhibitionId: exhibitionOf(this.session) }, options));
  }
}
