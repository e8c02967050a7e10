// The domain's catalogue names each message as `errors.<key>`: the `errors` namespace of our i18n
// resources, written the i18next way as `errors:<key>`.
import { messageKeyFor, type ErrorCode } from '@fairpass/domain';

export const errorMessageKey = (code: ErrorCode): string => messageKeyFor(code).replace(/^errors\./, 'errors:');
