// What every business area's normalisers share: BladeX's page of records, and an optional object field
// that the backend sends as {} (or null) when it has none, left out or read by its own shape.
import type { Page } from '@fairpass/domain';
import { isEmptyObject } from './absent-values';
import { readReply, type FieldRule, type ShapeOf } from './reply-shape';

/** BladeX's page of `records` (null → []); the counts are kept as sent. */
export const pageShape = (records: FieldRule): FieldRule => ({
  object: { records: { list: records }, total: 'number', size: 'number', current: 'number', pages: 'number' },
});

/**
 * `record` without `field` when it holds an absent object ({} or null). The shape rules read an
 * object field as an object with defaults, which would make a journal address of "" out of nothing.
 */
export function withoutEmpty<T extends object>(record: T, field: keyof T & string): T {
  const value = (record as Record<string, unknown>)[field];
  if (!(field in record) || (value !== null && !isEmptyObject(value))) return record;
  const { [field]: _absent, ...rest } = record as Record<string, unknown>;
  return rest as T;
}

/** Each record read by `read` (by its shape alone without one); the very same page when none changed. */
export function readPage<T>(raw: unknown, shape: ShapeOf<T>, read: (record: T) => T = (record) => record): Page<T> {
  const page = readReply(raw, pageShape(shape)) as Page<T>;
  const records = page.records.map(read);
  return records.every((record, index) => record === page.records[index]) ? page : { ...page, records };
}

/**
 * `record` with its optional object `field` left out when absent ({} or null), else read by `shape`
 * (the same record when nothing in it changed). A nested optional object cannot be a shape rule of
 * its parent: the rules read a missing object as one with its fields' defaults.
 */
export function withOptional<T extends object, K extends keyof T & string>(record: T, field: K, shape: ShapeOf<NonNullable<T[K]>>): T {
  const present = withoutEmpty(record, field);
  if (!(field in present)) return present;
  const value = (present as Record<string, unknown>)[field];
  const read = readReply(value, shape);
  return read === value ? present : ({ ...present, [field]: read } as T);
}
