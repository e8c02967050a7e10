// Usage logging (docs/endpoints.md: RC log/bury, RC registerLog/save).
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

export interface BuryEvent {
  readonly event: string;
  readonly page: string;
  /** Must never carry tokens or personal data beyond what the backend already holds. */
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface RegisterLogInput {
  readonly exhibitionId: string;
  readonly registerType: string;
  readonly registrationSource: string;
  readonly sourceCode: string;
  /** The landing URL; strip tokens and openid before logging it. */
  readonly url: string;
}

export interface LogGateway {
  bury(event: BuryEvent, options?: CallOptions): Promise<Result<null, DomainError>>;
  saveRegisterLog(input: RegisterLogInput, options?: CallOptions): Promise<Result<null, DomainError>>;
}
