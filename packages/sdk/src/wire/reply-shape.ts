// How a reply's fields are read back into the domain's shape: one rule per field, applied with the
// helpers of absent-values.ts. A shape lists every field of its domain type (a missing or extra field
// does not compile). Fields a shape does not list pass through; a reply that is already right comes
// back as the very same object, so the normalisers cost nothing on a backend that writes nulls.
import {
  countOrAbsent,
  flagOrFalse,
  isEmptyObject,
  listOrEmpty,
  objectOrNull,
  switchOrOff,
  textOrAbsent,
  textOrEmpty,
} from './absent-values';

/**
 * How one field is read:
 * - `text`: required string, null → "" · `optionalText`: "" / blank / null → field left out
 * - `switch`: 0/1 number, -1 / null → 0 · `optionalCount`: negative / null → field left out
 * - `number`: required number with no "none" reading (a status, a count the domain clamps): unchanged
 * - `flag`: boolean, null → false · `keep`: unchanged
 * - `{list}`: null → [], items by their rule · `{object}`: fields by their rules, null / {} → the
 *   fields' own defaults · `{nullable}`: {} / null → null, else as its object
 */
export type FieldRule =
  | 'text'
  | 'optionalText'
  | 'switch'
  | 'number'
  | 'optionalCount'
  | 'flag'
  | 'keep'
  | ListRule
  | ObjectRule
  | NullableRule;

/** A list whose items follow one rule. */
export interface ListRule {
  readonly list: FieldRule;
}

/** An object whose fields follow their rules. */
export interface ObjectRule {
  readonly object: Readonly<Record<string, FieldRule>>;
}

/** An object that can be "none" (the domain types it `X | null`). */
export interface NullableRule {
  readonly nullable: ObjectRule;
}

/** The rules a field of type V may have (a string cannot be read as a switch, …). */
export type RuleFor<V> = DefinedRuleFor<Exclude<V, undefined>>;

type DefinedRuleFor<V> = [V] extends [string]
  ? 'text' | 'optionalText' | 'keep'
  : [V] extends [number]
    ? 'switch' | 'number' | 'optionalCount' | 'keep'
    : [V] extends [boolean]
      ? 'flag' | 'keep'
      : [V] extends [string | number | boolean]
        ? 'keep'
        : [NonNullable<V>] extends [readonly (infer E)[]]
          ? { readonly list: RuleFor<E> } | 'keep'
          : null extends V
            ? { readonly nullable: ShapeOf<NonNullable<V>> } | 'keep'
            : ShapeOf<V> | 'keep';

/** The shape of a domain type T: a rule for each of its fields, optional ones included. */
export interface ShapeOf<T> {
  readonly object: { readonly [K in keyof T]-?: RuleFor<T[K]> };
}

/** A field's value when the rule leaves the field out. */
const ABSENT: unique symbol = Symbol('absent');

function readField(value: unknown, rule: FieldRule): unknown {
  switch (rule) {
    case 'text':
      return textOrEmpty(value);
    case 'optionalText':
      return textOrAbsent(value) ?? ABSENT;
    case 'switch':
      return switchOrOff(value);
    case 'optionalCount':
      return countOrAbsent(value) ?? ABSENT;
    case 'flag':
      return flagOrFalse(value);
    case 'number':
    case 'keep':
      return value === undefined ? ABSENT : value;
  }
  if ('list' in rule) {
    if (value !== null && value !== undefined && !Array.isArray(value)) return value;
    return readList(listOrEmpty(value as unknown[] | null | undefined), rule.list);
  }
  if ('nullable' in rule) {
    const present = objectOrNull(value);
    return present === null ? null : readField(present, rule.nullable);
  }
  if (value === null || value === undefined) return readObject({}, rule.object, {});
  if (isEmptyObject(value)) return readObject({}, rule.object, value);
  return typeof value === 'object' && !Array.isArray(value) ? readObject(value as Record<string, unknown>, rule.object) : value;
}

function readList(items: readonly unknown[], rule: FieldRule): readonly unknown[] {
  let changed = false;
  const out = items.map((item) => {
    const read = readField(item, rule);
    if (read !== item) changed = true;
    return read === ABSENT ? undefined : read;
  });
  return changed ? out : items;
}

/** `original` is handed back when no field changes (an arriving {} stays that very object). */
function readObject(record: Record<string, unknown>, fields: Readonly<Record<string, FieldRule>>, original: unknown = record): unknown {
  let out: Record<string, unknown> | undefined;
  for (const [name, rule] of Object.entries(fields)) {
    const had = Object.prototype.hasOwnProperty.call(record, name);
    const before = record[name];
    const read = readField(before, rule);
    if (read === ABSENT) {
      if (had) {
        out ??= { ...record };
        delete out[name];
      }
    } else if (!had || read !== before) {
      out ??= { ...record };
      out[name] = read;
    }
  }
  return out ?? original;
}

/**
 * `raw` (a reply's data) read by `shape`. The result is `raw` itself when nothing needed changing;
 * otherwise a copy with the changed fields, and fields the shape does not know kept as they were.
 */
export function readReply(raw: unknown, shape: FieldRule): unknown {
  const read = readField(raw, shape);
  return read === ABSENT ? undefined : read;
}
