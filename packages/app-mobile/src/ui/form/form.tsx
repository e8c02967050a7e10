// The <form> element of the form layer: no browser validation (the domain's rules decide), submitted
// through the form's debounced submit, holding the ref that focus moves through; it gives its submit
// button the form's slow-write notice.
import type { ReactNode } from 'react';
import { SlowWriteContext, type SlowWriteControls } from './slow-write';
import type { FormState, FormValues } from './use-form';
import './form.css';

export interface FormProps {
  readonly form: Pick<FormState<FormValues>, 'ref' | 'submit'> & { readonly slowWrite?: SlowWriteControls };
  readonly className?: string;
  /** The form's accessible name: a heading's id, or a label. */
  readonly labelledBy?: string;
  readonly label?: string;
  readonly children: ReactNode;
}

export function Form({ form, className = 'fp-form', labelledBy, label, children }: FormProps) {
  return (
    <form
      ref={form.ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        form.submit();
      }}
    >
      <SlowWriteContext.Provider value={form.slowWrite ?? null}>{children}</SlowWriteContext.Provider>
    </form>
  );
}
