// The SDK answers with Results; TanStack Query wants a promise that rejects. This turns one into the
// other and hands the query's abort signal to the SDK call, so leaving a screen cancels its reads.
import type { CallOptions, DomainError, Result } from '@fairpass/domain';

export function fromResult<T>(call: (options: CallOptions) => Promise<Result<T, DomainError>>) {
  return async ({ signal }: { readonly signal: AbortSignal }): Promise<T> => {
    const result = await call({ signal });
    if (!result.ok) throw result.error;
    return result.value;
  };
}
