// Turns a failed use case into the sentence a form shows. A server business failure (HTTP 400, spec §8)
// carries the backend's own `msg`, which says more than any code could ("名片仅支持 jpg…"), so it is
// shown as given (React renders it as text); every other failure is translated from its code.
import type { DomainError } from '@fairpass/domain';
import { useErrorMessage } from './use-error-message';

const SERVER_WORDED: ReadonlySet<string> = new Set(['SERVER.SILENT', 'SERVER.FAILURE']);

export function useFailureMessage(): (error: DomainError) => string {
  const errorMessage = useErrorMessage();
  return (error) => {
    const detail = error.detail?.trim();
    return SERVER_WORDED.has(error.code) && detail ? detail : errorMessage(error.code);
  };
}
