// The domain's catalogue names each message as `errors.<key>`: the `errors` namespace of our i18n
// resources, written the i18next way as `errors:<key>`. The catalogue comes with this module, which
// use-error-message.ts fetches at boot, once the login has painted (main.ts), or when a message is asked
// for before: the login's own first load carries none of it, nor the list of the shared codes that tells
// a code from other text (issue 33).
import { messageKeyFor, type ErrorCode } from '@fairpass/domain';

export { errorAreaOf, isErrorCode } from '@fairpass/domain';

export const errorMessageKey = (code: ErrorCode): string => messageKeyFor(code).replace(/^errors\./, 'errors:');
