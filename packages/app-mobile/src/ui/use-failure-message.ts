// Turns a failed use case into the sentence a form shows, always in the page's language. Known backend
// failures already arrive as their own codes (the domain's backend-failures table) and are translated.
// An unknown server failure (HTTP 400, spec §8) shows the backend's own `msg` when it reads in the page's
// language (it says more than any code: "名片仅支持 jpg…"), else the translated general message, so a
// Chinese sentence never lands in an English page or the other way round.
import { readsIn, type DomainError } from '@fairpass/domain';
import { useErrorMessage } from './use-error-message';
import { useLanguage } from './use-language';

const SERVER_WORDED: ReadonlySet<string> = new Set(['SERVER.SILENT', 'SERVER.FAILURE']);

export function useFailureMessage(): (error: DomainError) => string {
  const errorMessage = useErrorMessage();
  const [language] = useLanguage();
  return (error) => {
    const detail = error.detail?.trim();
    if (SERVER_WORDED.has(error.code) && detail && readsIn(detail, language)) return detail;
    // The facts a message states travel with the error (a conflict's two ticket names, a limit).
    return errorMessage(error.code, error.params);
  };
}
