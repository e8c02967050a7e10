// A failure that belongs to the whole form (server refusal, network), kept visible until the next try.
export function FormAlert({ message }: { readonly message: string | null }) {
  if (!message) return null;
  return (
    <p className="fp-form-alert" role="alert">
      {message}
    </p>
  );
}
