// Shows the domain's field → error codes next to the fields of an antd-mobile form, translated; fields
// without an error are cleared. The values stay untouched, so nothing the user typed is lost.
import type { FormInstance } from 'antd-mobile/es/components/form';
import type { FieldErrors } from '@fairpass/domain';
import type { ErrorMessage } from '../../ui/use-error-message';

/** Returns true when at least one field has an error. */
export function showFieldErrors(
  form: FormInstance,
  names: readonly string[],
  errors: FieldErrors,
  errorMessage: ErrorMessage,
): boolean {
  const byField = errors as Partial<Record<string, readonly string[]>>;
  form.setFields(names.map((name) => ({ name, errors: (byField[name] ?? []).slice(0, 1).map((code) => errorMessage(code)) })));
  return names.some((name) => (byField[name]?.length ?? 0) > 0);
}
