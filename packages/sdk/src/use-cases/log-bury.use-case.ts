import type { BuryEvent, DomainError, LogGateway, Result } from '@fairpass/domain';
import type { ErrorCode } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { type ErrorOf, HTTP_FAILURES, withinCodes } from '../operations/operation-errors';
import { missingText } from '../operations/input-guard';

/** What log bury can fail with. */
export const LOG_BURY_ERRORS = [...HTTP_FAILURES, 'VALIDATION.REQUIRED'] as const satisfies readonly ErrorCode[];

/** Records a usage event (log burying). Concurrent events are allowed: logs skip the in-flight lock. */
export class LogBuryUseCase {
  constructor(private readonly logs: LogGateway) {}

  /** Runs the operation: the value, or an error whose `code` is one of {@link LOG_BURY_ERRORS}. */
  async execute(event: BuryEvent, options?: CallOptions): Promise<Result<null, ErrorOf<typeof LOG_BURY_ERRORS>>> {
    return withinCodes(await this.run(event, options), LOG_BURY_ERRORS);
  }

  private run(event: BuryEvent, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = missingText(event, ['event', 'page']);
    if (invalid) return Promise.resolve(invalid);
    return this.logs.bury(event, options);
  }
}
