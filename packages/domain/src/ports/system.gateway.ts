// Server-side system facts (docs/endpoints.md: RC system/time).
import type { DomainError, Result } from '../errors/result';
import type { CallOptions } from './call-options';

export interface SystemGateway {
  /** The server's clock in epoch ms: sign-in windows and countdowns use it, not the device clock. */
  serverTime(options?: CallOptions): Promise<Result<number, DomainError>>;
}
