// Test-only: what a reply written by the Jackson-nulls switch must look like for its declared kind.
import type { JavaKind } from '../server/wire-field-types';

/** Where a reply does not have the shape its declared kind says (a null, a missing field, a wrong type). */
export function misfits(value: unknown, kind: JavaKind, path = 'data'): string[] {
  if (value === null || value === undefined) return [`${path} is ${String(value)}`];
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return typeof value === kind ? [] : [`${path} is not a ${kind}`];
  if ('list' in kind) return Array.isArray(value) ? value.flatMap((item, i) => misfits(item, kind.list, `${path}[${i}]`)) : [`${path} is not a list`];
  if (typeof value !== 'object' || Array.isArray(value)) return [`${path} is not an object`];
  // A null bean is written {} without its fields.
  if (Object.keys(value).length === 0) return [];
  return Object.entries(kind.object).flatMap(([name, field]) => misfits((value as Record<string, unknown>)[name], field, `${path}.${name}`));
}

export const hasNull = (value: unknown): boolean =>
  value === null || (typeof value === 'object' && Object.values(value as object).some(hasNull));

/** The plain reply's set values, read from the Jackson reply: equal to the plain reply when nothing set was changed. */
export function setValues(value: unknown, plainValue: unknown): unknown {
  if (plainValue === null || plainValue === undefined) return plainValue;
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item, i) => setValues(item, (plainValue as unknown[])[i]));
  return Object.fromEntries(Object.keys(plainValue as object).map((name) => [name, setValues((value as Record<string, unknown>)[name], (plainValue as Record<string, unknown>)[name])]));
}
