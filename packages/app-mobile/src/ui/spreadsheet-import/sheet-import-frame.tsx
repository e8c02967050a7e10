// The frame of a spreadsheet import, whatever its rows: the steps, the template, the file input with its
// hint, the alert, and once a file is read the results (heading focused, the count, the bad rows'
// editors, "check again", the caller's notes and the button sending the good rows). Words come from the
// caller, in its own namespace.
import { Button } from '../button';
import { Fragment, type ReactNode, type RefObject } from 'react';
import { FormAlert } from '../form/form-alert';
import { FormStatus } from '../form/form-status';

export interface SheetImportFrameProps {
  /** The ids' prefix: `<prefix>-file`, `<prefix>-file-hint`, `<prefix>-results`. */
  readonly idPrefix: string;
  readonly classes: { readonly root?: string; readonly steps: string; readonly file: string; readonly hint: string; readonly secondary?: string };
  readonly steps: readonly string[];
  readonly template: ReactNode;
  readonly labels: { readonly file: string; readonly fileHint: string; readonly results: string; readonly checkAgain: string; readonly checking?: string; readonly sending: string };
  readonly onFile: (file: File | undefined) => void;
  /** The import's state (useSheetImport). */
  readonly state: {
    readonly alert: string | null;
    readonly status: string | null;
    readonly pending: boolean;
    readonly resultsRef: RefObject<HTMLHeadingElement | null>;
    readonly sheet: { readonly lines: readonly number[]; readonly errors: ReadonlyMap<number, unknown> } | null;
  };
  /** The editor of the bad row at this index. */
  readonly editor: (index: number, line: number) => ReactNode;
  readonly onCheckAgain: () => void;
  /** Under the editors: what keeps the good rows from going, if anything. */
  readonly notes?: ReactNode;
  /** The button's words for the good rows, or null when there is none to send. */
  readonly sendLabel: string | null;
  readonly onSend: () => void;
}

export function SheetImportFrame(props: SheetImportFrameProps) {
  const { idPrefix, classes, labels, state } = props;
  const { pending, sheet } = state;
  return (
    <div className={classes.root}>
      <ol className={classes.steps}>
        {props.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {props.template}
      <div className="fp-field">
        <label htmlFor={`${idPrefix}-file`} className="fp-field__label">
          {labels.file}
        </label>
        <input id={`${idPrefix}-file`} type="file" className={classes.file} accept=".csv,text/csv" aria-describedby={`${idPrefix}-file-hint`} onChange={(event) => props.onFile(event.target.files?.[0])} />
        <p id={`${idPrefix}-file-hint`} className={classes.hint}>
          {labels.fileHint}
        </p>
      </div>
      <FormAlert message={state.alert} />
      {sheet && (
        <section aria-labelledby={`${idPrefix}-results`}>
          <h3 id={`${idPrefix}-results`} ref={state.resultsRef} className="fp-subheading" tabIndex={-1}>
            {labels.results}
          </h3>
          <FormStatus message={state.status} />
          {[...sheet.errors.keys()].map((index) => (
            <Fragment key={sheet.lines[index] ?? index}>{props.editor(index, sheet.lines[index] ?? 0)}</Fragment>
          ))}
          {sheet.errors.size > 0 && (
            <Button block fill="outline" className={classes.secondary} loading={labels.checking ? pending : false} loadingText={labels.checking} onClick={props.onCheckAgain}>
              {labels.checkAgain}
            </Button>
          )}
          {props.notes}
          {props.sendLabel && (
            <Button block color="primary" className="fp-action" loading={pending} loadingText={labels.sending} disabled={pending} onClick={props.onSend}>
              {props.sendLabel}
            </Button>
          )}
        </section>
      )}
    </div>
  );
}
