import type { CallOptions, ErrorCode, Result } from '@fairpass/domain';
import type { DelegatePerson, DelegatesGateway } from '@fairpass/domain/delegates';
import { inject, injectable } from 'inversify';
import { guarded } from '../operations/area-operation';
import { missingText } from '../operations/input-guard';
import { type ErrorOf, HTTP_FAILURES } from '../operations/operation-errors';
import { DELEGATES_TOKENS } from './delegates.tokens';

/** What fetch delegate can fail with. */
export const FETCH_DELEGATE_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Fetches one person the user registered, with every value of their form (someone else's reads as not found). */
@injectable()
export class FetchDelegateUseCase {
  constructor(@inject(DELEGATES_TOKENS.Gateway) private readonly delegates: DelegatesGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link FETCH_DELEGATE_ERRORS}. */
  execute(input: { id: string }, options?: CallOptions): Promise<Result<DelegatePerson, ErrorOf<typeof FETCH_DELEGATE_ERRORS>>> {
    return guarded(FETCH_DELEGATE_ERRORS, missingText(input, ['id']), () => this.delegates.person(input.id.trim(), options));
  }
}
