// A short confirmation such as "code sent". The live region stays in the document (empty when there is
// nothing to say) so screen readers announce the text when it arrives.
import './form.css';

export function FormStatus({ message }: { readonly message: string | null | undefined }) {
  return (
    <p className="fp-form-status" role="status">
      {message ?? ''}
    </p>
  );
}
