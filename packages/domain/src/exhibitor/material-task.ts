// Material tasks on the server clock, by Beijing calendar days (design exhibitor.md §5.1 rule 2).
import type { ExhibitorMaterial, MaterialState } from './exhibitor.types';

export type MaterialTaskState = 'done' | 'overdue-closed' | 'due-soon' | 'open';

/** Days left at or below which a task is due soon. */
export const DUE_SOON_DAYS = 3;

const BEIJING_OFFSET_MS = 8 * 3_600_000;
const WIRE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const DAY_MS = 86_400_000;

/** Epoch ms of a wire time (Beijing), or undefined. */
export const epochOf = (wire: string): number | undefined => {
  const m = WIRE_TIME.exec(wire.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - BEIJING_OFFSET_MS;
};

/** The Beijing calendar day number of an instant. */
const beijingDay = (epochMs: number): number => Math.floor((epochMs + BEIJING_OFFSET_MS) / DAY_MS);

/** Whole Beijing calendar days from the server's today to the deadline's day (0 = today, negative = past). */
export const daysLeft = (deadline: string, serverTime: number): number | undefined => {
  const at = epochOf(deadline);
  return at === undefined ? undefined : beijingDay(at) - beijingDay(serverTime);
};

const DONE: ReadonlySet<MaterialState> = new Set(['submitted', 'approved']);

/** The task state of one material: done; closed once its deadline has passed; due soon within 3 days; open. */
export const materialTaskState = (material: Pick<ExhibitorMaterial, 'deadline' | 'state'>, serverTime: number): MaterialTaskState => {
  if (DONE.has(material.state)) return 'done';
  const at = epochOf(material.deadline);
  if (at !== undefined && serverTime > at) return 'overdue-closed';
  const left = daysLeft(material.deadline, serverTime);
  return left !== undefined && left <= DUE_SOON_DAYS ? 'due-soon' : 'open';
};

const RANK: Readonly<Record<MaterialTaskState, number>> = { 'due-soon': 0, open: 1, 'overdue-closed': 2, done: 3 };

/** Most urgent first: due soon, then open (each by deadline), then closed, then done. */
export const byUrgency = <M extends Pick<ExhibitorMaterial, 'deadline' | 'state'>>(materials: readonly M[], serverTime: number): M[] =>
  [...materials].sort(
    (a, b) => RANK[materialTaskState(a, serverTime)] - RANK[materialTaskState(b, serverTime)] || a.deadline.localeCompare(b.deadline),
  );
