// Status → i18n label key. Keys follow one pattern, `status.<kind>.<status in snake case>`, e.g.
// `status.order.pending_payment`; any value the table does not know shows `status.unknown`.
import { STATUS_ALIASES, STATUS_TABLES, type StatusKind, type StatusName } from './status.table';

export const UNKNOWN_STATUS_LABEL_KEY = 'status.unknown';

const snake = (name: string): string => name.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();

/** Numbers may arrive as text ("1"); plain decimal integers only. */
const normalise = (value: unknown): string | number | undefined => {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return /^-?\d+$/.test(text) ? Number(text) : text;
};

/** The status a wire value stands for, or undefined when it is unknown. */
export const statusOf = <K extends StatusKind>(kind: K, value: unknown): StatusName<K> | undefined => {
  const wire = normalise(value);
  if (wire === undefined) return undefined;
  const table: Readonly<Record<string, string | number>> = STATUS_TABLES[kind];
  const found = Object.keys(table).find((name) => table[name] === wire);
  if (found !== undefined) return found as StatusName<K>;
  const aliases: Readonly<Record<string, string>> | undefined = STATUS_ALIASES[kind];
  const alias = aliases && typeof wire === 'string' && Object.hasOwn(aliases, wire) ? aliases[wire] : undefined;
  return alias as StatusName<K> | undefined;
};

export const labelKeyFor = (kind: StatusKind, value: unknown): string => {
  // Widened on purpose: across all kinds the status names share no common literal type.
  const status = statusOf(kind, value) as string | undefined;
  return status === undefined ? UNKNOWN_STATUS_LABEL_KEY : `status.${snake(kind)}.${status.toLowerCase()}`;
};
