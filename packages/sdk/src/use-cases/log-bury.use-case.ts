import type { BuryEvent, DomainError, LogGateway, Result } from '@fairpass/domain';
import type { CallOptions } from '@fairpass/domain';
import { inject, injectable } from 'inversify';
import { missingText } from '../operations/input-guard';
import { TOKENS } from '../di/tokens';

/** Records a usage event (log burying). Concurrent events are allowed: logs skip the in-flight lock. */
@injectable()
export class LogBuryUseCase {
  constructor(@inject(TOKENS.LogGateway) private readonly logs: LogGateway) {}

  execute(event: BuryEvent, options?: CallOptions): Promise<Result<null, DomainError>> {
    const invalid = missingText(event, ['event', 'page']);
    if (invalid) return Promise.resolve(invalid);
    return this.logs.bury(event, options);
  }
}
