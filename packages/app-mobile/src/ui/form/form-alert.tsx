// A failure that belongs to the whole form (server refusal, network), announced and kept visible until
// the next try.
import './form.css';

export function FormAlert({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <p className="fp-form-alert" role="alert" data-testid="form-error">
      {message}
    </p>
  );
}
