// A traceability channel as its form holds it: the code (spec §5 and §9: at most 4 digits or letters,
// the TraceabilityChannelInput rule) and a name that says what the channel is ("Expo flyer"). Codes are
// compared without case — A1 and a1 are one channel — and kept in upper case.
import { textLength } from '../validation/field-predicates';
import { Required, Satisfies } from '../validation/rule.decorators';
import { TraceabilityChannelInput } from '../validation/traceability-channel.input';
import { validateInput, type FieldErrors } from '../validation/validate-input';

/** A channel's name is at most 30 characters. */
export const SOURCE_NAME_MAX_LENGTH = 30;

/** A traceability channel as its form sends it: the code and the name. */
export class SourceChannelInput extends TraceabilityChannelInput {
  @Required()
  @Satisfies('sourceNameLength', 'VALIDATION.TOO_LONG', (value) => typeof value === 'string' && textLength(value.trim()) <= SOURCE_NAME_MAX_LENGTH)
  name!: string;
}

/** The channel form's field → error codes ({} when it can be saved). */
export const sourceChannelErrors = (values: { readonly code: unknown; readonly name: unknown }): FieldErrors<'code' | 'name'> =>
  validateInput(SourceChannelInput, { code: values.code, name: values.name });

/** The code as it is stored and compared: trimmed, upper case. */
export const normaliseSourceCode = (code: string): string => code.trim().toUpperCase();
