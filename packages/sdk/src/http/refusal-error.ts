// The DomainError of a reply the server refused or failed. The domain's reading of it comes with the
// first refusal (refusal.on-demand.ts): the first screen's replies are answers, so its download carries
// none of the failures' tables (issue 33). Should that code not arrive, the refusal is still told by its
// kind — a 401 is still AUTH.UNAUTHORIZED, so the session ends as it must — and the server's text kept.
import { DomainError, REFUSAL_CODE_OF_KIND, type FailedResponse } from '@fairpass/domain';

export async function refusalError(verdict: FailedResponse, status: number): Promise<DomainError> {
  try {
    const { errorFromResponse } = await import('./refusal.on-demand');
    return errorFromResponse(verdict, { status });
  } catch {
    const backendCode = verdict.tokenError ?? verdict.code;
    return new DomainError(REFUSAL_CODE_OF_KIND[verdict.kind], verdict.message, verdict, { status, ...(backendCode === undefined ? {} : { backendCode }) });
  }
}
