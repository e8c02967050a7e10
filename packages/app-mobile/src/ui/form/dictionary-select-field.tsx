// A choice from one of the server's dictionaries (a visa request's nationality, an exhibit's category),
// in the page's language: a native select the label names, so the keyboard, a screen reader and the
// phone's own picker all work it. Nothing chosen says so in words of its own ("choose the country…", not
// "this field is required"). The list is read apart from the page: while it loads the field says so, and
// a list that did not load says why with a retry (when one can help), in the field, the rest of the form
// and what was typed in it untouched; a code already chosen (a draft, last edition's) stays chosen
// meanwhile, and one the list lacks is offered as it is rather than dropped unseen.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { DictionaryItem } from '@fairpass/domain';
import { useReadFailureText } from '../way-on/read-failure';
import { dictionaryChoices } from './dictionary-choices';
import { Field } from './field';
import { messageIdOf } from './field-message';
import { RequiredMark } from './required-mark';
import type { FieldBinding } from './use-form';
import './dictionary-select-field.css';

/** The caller's words for its list. */
export interface DictionarySelectWords {
  readonly label: ReactNode;
  /** The empty option ("choose a country"). */
  readonly choose: string;
  /** Nothing chosen, said in the field's own words ("choose the country of the passport"). */
  readonly chooseMessage: string;
  readonly loading: string;
  /** The list did not load: `reason` is why (or what to do). */
  readonly failed: (reason: string) => string;
  /** Under it: what was typed is kept. */
  readonly kept: string;
  readonly retry: string;
  readonly retrying: string;
}

export interface DictionarySelectFieldProps {
  readonly form: FieldBinding;
  readonly name: string;
  readonly id: string;
  /** The dictionary's read, in the page's language. */
  readonly items: UseQueryResult<readonly DictionaryItem[]>;
  readonly words: DictionarySelectWords;
}

export function DictionarySelectField({ form, name, id, items, words }: DictionarySelectFieldProps) {
  const failureText = useReadFailureText();
  const listProblemId = `${id}-list`;
  const value = typeof form.values[name] === 'string' ? form.values[name] : '';
  const error = form.errors[name];
  const message = error && value === '' ? words.chooseMessage : error;
  const failure = items.status === 'error' ? failureText(items.error) : undefined;
  const describedBy = [message ? messageIdOf(id) : '', failure ? listProblemId : ''].filter(Boolean).join(' ');
  return (
    <>
      <Field
        id={id}
        name={name}
        label={
          <>
            {words.label}
            <RequiredMark />
          </>
        }
        error={message}
      >
        <select
          id={id}
          name={name}
          className="fp-select"
          value={value}
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => form.set(name, event.target.value)}
        >
          <option value="">{words.choose}</option>
          {dictionaryChoices(items.data, value).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      {items.status === 'pending' ? (
        <p className="fp-note" role="status">
          {words.loading}
        </p>
      ) : null}
      {failure ? (
        <div className="fp-dict-problem">
          <p id={listProblemId} className="fp-form__error" role="alert">
            {words.failed(failure.retryable ? failure.message : failure.title)}
            <br />
            {words.kept}
          </p>
          {failure.retryable ? (
            <button type="button" className="fp-link" aria-busy={items.isFetching || undefined} onClick={() => void items.refetch()}>
              {items.isFetching ? words.retrying : words.retry}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
