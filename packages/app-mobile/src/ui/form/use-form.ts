// The state and submit of every form in the app, without a form library. antd-mobile's Form
// (rc-field-form + async-validator) made #/forgotPassword load 223 KiB gzip and #/changePassword 198
// against a 200 KiB cap per route, and the first screen (#/registration, 154 KiB) must not grow; this
// hook weighs about 1 KiB. The rules and their messages are the domain's: `validate` returns its field →
// error codes, shown translated under the fields. Values stay exactly as typed whatever fails, a field's
// error clears as it is edited, a failed call stays on screen as a translated alert, and submits are
// debounced (1500 ms) and ignored while one is in flight. A write still pending after a few seconds
// gets the slow notice (keep waiting, or try again with the same values and so the same key), and a
// write the SDK gave up on (NETWORK.TIMEOUT) says the connection is slow, with the button free again.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isInFlightReply, WRITE_TIMEOUT_MS, type DomainError, type FieldErrors, type Result } from '@fairpass/domain';
import { useDebouncedSubmit } from '../use-debounced-submit';
import { useErrorMessage } from '../use-error-message';
import { useFailureMessage } from '../use-failure-message';
import { clearDraft, keptValues, readDraft, withDraft, writeDraft } from './draft-store';
import { focusFirstInvalid } from './focus-first-invalid';
import { useSlowWrite, type SlowWriteControls } from './slow-write';

export type FormValues = Readonly<Record<string, unknown>>;

/** How often a write the server still runs under its key (409) is asked again for its outcome. */
const IN_FLIGHT_ASK_AGAIN_MS = 2_000;

/**
 * Sends, and while the server answers that the first send with this key is still running (409: after
 * "try again", or a reload mid-send), asks again with the same values — so the same key — until it
 * answers with that send's outcome; at most for a write's time-out.
 */
async function sendUntilAnswered<V, T>(send: (values: V, signal: AbortSignal) => Promise<Result<T, DomainError>>, values: V, signal: AbortSignal): Promise<Result<T, DomainError>> {
  const until = Date.now() + WRITE_TIMEOUT_MS;
  for (;;) {
    const sent = await send(values, signal);
    if (sent.ok || !isInFlightReply(sent.error) || signal.aborted || Date.now() >= until) return sent;
    // A "try again" meanwhile does not wait for this: the slow-write loop has moved on.
    await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_ASK_AGAIN_MS));
  }
}

type Outcome = Result<unknown, DomainError> | void;

export interface FormOptions<V extends FormValues, T> {
  /**
   * The starting values. The form holds these fields only: the domain's errors for any other field (an
   * input class shared with a longer form) are not this form's to show.
   */
  readonly initial: V | (() => V);
  /** The domain's field → error codes for these values ({} when valid). */
  readonly validate: (values: V) => FieldErrors | Promise<FieldErrors>;
  /**
   * Sends the values; pass `signal` on to the SDK call (`{ idempotencyKey, signal }`) so "try again" on
   * the slow notice can cancel the request before sending the same values again.
   */
  readonly send: (values: V, signal: AbortSignal) => Promise<Result<T, DomainError>>;
  /** After a successful call; may itself fail (e.g. the next-step lookup), shown like a failed call. */
  readonly onSuccess?: (value: T, values: V) => Promise<Outcome> | Outcome;
  /** Words a failed call's translated message (e.g. "Login failed: …"). */
  readonly describeFailure?: (message: string) => string;
  /** Shown as the form's alert too when a submit stops at the field checks. */
  readonly invalidAlert?: string;
  /**
   * Keeps the values as a draft in session storage under this key until a submit succeeds; `secret`
   * fields (passwords, codes) are never kept.
   */
  readonly draft?: { readonly key: string; readonly secret?: readonly string[] };
  /** A field's facts its messages may state (e.g. `{ context: 'limit', max: '50' }` for "at most 50"). */
  readonly errorParams?: (field: string) => Readonly<Record<string, string>> | undefined;
  /** How long a send runs before the slow notice shows (default the domain's SLOW_WRITE_NOTICE_MS). */
  readonly slowNoticeMs?: number;
}

/** What a field needs of a form: its value, its message and a way to change it. */
export interface FieldBinding {
  readonly values: FormValues;
  readonly errors: Readonly<Record<string, string>>;
  set(name: string, value: unknown): void;
}

export interface FormState<V extends FormValues> extends FieldBinding {
  /** The <form> element, for moving focus to the first invalid field. */
  readonly ref: RefObject<HTMLFormElement | null>;
  readonly values: V;
  /** Field → the translated message of its first error. */
  readonly errors: Readonly<Record<string, string>>;
  readonly alert: string | null;
  readonly pending: boolean;
  /** The slow notice's state and choices, drawn by `SubmitButton` inside `Form`. */
  readonly slowWrite: SlowWriteControls;
  set<K extends keyof V & string>(name: K, value: V[K]): void;
  /** Runs the domain's checks and shows the errors of the listed fields (default: all); true when they pass. */
  check(fields?: readonly (keyof V & string)[]): Promise<boolean>;
  setAlert(message: string | null): void;
  /** Back to the given (default: the initial) values without errors or alert: after a success only. */
  reset(values?: V): void;
  readonly submit: () => void;
}

export function useForm<V extends FormValues, T = unknown>(options: FormOptions<V, T>): FormState<V> {
  const { validate, send, onSuccess, describeFailure = (message) => message, invalidAlert, draft, errorParams, slowNoticeMs } = options;
  const { t } = useTranslation('common');
  const { run, ...slowWrite } = useSlowWrite(slowNoticeMs);
  const errorMessage = useErrorMessage();
  const failureMessage = useFailureMessage();
  const ref = useRef<HTMLFormElement>(null);
  const [initial] = useState(options.initial);
  const [values, setValues] = useState<V>(() => (draft ? withDraft(initial, readDraft(draft.key)) : initial));
  const draftKey = draft?.key;
  const secret = draft?.secret?.join(',') ?? '';
  useEffect(() => {
    if (draftKey !== undefined) writeDraft(draftKey, keptValues(values, secret.split(',')));
  }, [draftKey, secret, values]);
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  // Focus moves once the messages are in the document (their ids are what the fields point to).
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest > 0) focusFirstInvalid(ref.current);
  }, [focusRequest]);

  const set = useCallback((name: string, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const show = (found: FieldErrors, fields?: readonly string[]): boolean => {
    const shown: Record<string, string> = {};
    for (const [field, codes] of Object.entries(found as Partial<Record<string, readonly string[]>>)) {
      const first = codes?.[0];
      if (first && Object.hasOwn(initial, field) && (!fields || fields.includes(field))) shown[field] = errorMessage(first, errorParams?.(field));
    }
    setErrors(shown);
    const valid = Object.keys(shown).length === 0;
    if (!valid) setFocusRequest((count) => count + 1);
    return valid;
  };

  // A synchronous check shows its messages within the click that asked for it (same frame); only a
  // check still loading its rules (a lazy chunk) waits for them.
  const check = (fields?: readonly string[]): Promise<boolean> => {
    const found = validate(values);
    return found instanceof Promise ? found.then((errors) => show(errors, fields)) : Promise.resolve(show(found, fields));
  };

  const reset = useCallback(
    (next?: V) => {
      setValues(next ?? initial);
      setErrors({});
      setAlert(null);
    },
    [initial],
  );

  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    const submitted = values;
    if (!(await check())) {
      if (invalidAlert) setAlert(invalidAlert);
      return;
    }
    const sent = await run((signal) => sendUntilAnswered(send, submitted, signal));
    if (!sent.ok) {
      // No answer in time: the write may have happened, and sending it again (same key) is safe.
      setAlert(describeFailure(sent.error.code === 'NETWORK.TIMEOUT' ? t('slowWrite.timedOut') : failureMessage(sent.error)));
      return;
    }
    if (draftKey !== undefined) clearDraft(draftKey);
    const after = await onSuccess?.(sent.value, submitted);
    if (after && !after.ok) setAlert(failureMessage(after.error));
  });

  return { ref, values, errors, alert, pending, slowWrite, set, check, setAlert, reset, submit };
}
