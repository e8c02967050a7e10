// Turns a domain error code into the translated sentence of spec §8. Unknown codes (e.g. typed into a
// link by hand) fall back to the unknown-error text instead of showing the raw code.
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@fairpass/domain';
import { dynamicText } from './dynamic-text';
import { errorMessageKey } from './error-message-key';

export type ErrorMessage = (code: string, params?: Readonly<Record<string, string>>) => string;

export function useErrorMessage(): ErrorMessage {
  const { t } = useTranslation('errors');
  const text = dynamicText(t);
  return (code, params) => text(errorMessageKey(isErrorCode(code) ? code : 'UNKNOWN'), { ...params });
}
