// The star after a required field's label, for the eye only: a screen reader hears "required" from the
// control's aria-required, or, for a group of options (a role that cannot carry it), from the `spoken`
// text here. An aria-label on the star ran into the label ("First namerequired").
import './form.css';

export function RequiredMark({ spoken }: { readonly spoken?: string }) {
  return (
    <>
      <span className="fp-field__required" aria-hidden="true">
        *
      </span>
      {spoken !== undefined && <span className="fp-sr-only"> ({spoken})</span>}
    </>
  );
}
