// A field's translated error, right under it: announced when it appears (role="alert") and named by the
// control's aria-describedby, with the control marked aria-invalid.
export const messageIdOf = (controlId: string): string => `${controlId}-error`;

/** The ARIA a control (or a group of options) carries while its field has an error. */
export const fieldAria = (controlId: string, error: string | undefined) =>
  error ? ({ 'aria-invalid': true, 'aria-describedby': messageIdOf(controlId) } as const) : {};

export function FieldMessage({ controlId, message }: { readonly controlId: string; readonly message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={messageIdOf(controlId)} className="fp-field__error" role="alert">
      {message}
    </p>
  );
}
