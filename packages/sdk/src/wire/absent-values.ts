// The real backend writes no JSON null: "" for a null string, -1 for a null number, {} for a null
// object (see the contract server's Jackson-nulls switch). These turn such values back into "none" where
// the domain's types say a field can be absent; values that mean something pass unchanged.

/** An object with no keys: how a null object arrives. */
export const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** null for a missing object (null, undefined or {}), else the object itself. */
export const objectOrNull = <T>(value: T | Record<string, never> | null | undefined): T | null =>
  value === null || value === undefined || isEmptyObject(value) ? null : (value as T);

/**
 * A copy of `record` without the optional fields that hold a placeholder: "" for `texts`, a negative
 * number for `counts` (no count or length is below zero, so -1 can only mean "none").
 */
export function withoutPlaceholders<T extends object>(record: T, texts: readonly (keyof T)[], counts: readonly (keyof T)[] = []): T {
  const out = { ...record } as Record<keyof T, unknown>;
  for (const key of texts) if (out[key] === '' || out[key] === null) delete out[key];
  for (const key of counts) if (out[key] === null || (typeof out[key] === 'number' && (out[key] as number) < 0)) delete out[key];
  return out as T;
}
