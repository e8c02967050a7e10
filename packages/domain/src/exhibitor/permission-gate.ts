// The permission gate (design exhibitor.md §5.1 rule 3, spec §6): which modules a login may open. The
// server grants them per user; before it answers, the default follows the login's register type.
import type { ExhibitorModule } from './exhibitor.types';

export const EXHIBITOR_MODULES: readonly ExhibitorModule[] = [
  'company', 'journal', 'board', 'manual', 'logo', 'exhibits', 'products', 'services', 'ads', 'translation',
  'documents', 'passes', 'invitations', 'vip', 'templates', 'visa', 'checkin',
];

/** The default modules of each exhibitor register type (the 8 spellings of spec §3). */
const DEFAULTS: Readonly<Record<string, readonly ExhibitorModule[]>> = {
  exhibitorDept: EXHIBITOR_MODULES,
  exhibitor_dept: EXHIBITOR_MODULES,
  exhibitorProduct: ['products'],
  exhibitor_product: ['products'],
  exhibitorBoard: ['board'],
  exhibitor_board: ['board'],
  exhibitorJournal: ['journal'],
  electronic_journal: ['journal'],
};

/** The modules a register type opens by default; none for a type that is not an exhibitor's. */
export const defaultModulesOf = (registerType: string): readonly ExhibitorModule[] => DEFAULTS[registerType] ?? [];

/** True when the module is among the granted ones. */
export const moduleAllowed = (permissions: readonly ExhibitorModule[], module: ExhibitorModule): boolean => permissions.includes(module);

/** The error a refused module gives: spec §8 "the exhibitor has not opened the permission". */
export const PERMISSION_REFUSAL = 'EXHIBITOR.PERMISSION_NOT_OPENED' as const;

/** Reads a module list from the wire, dropping anything unknown. */
export const modulesOf = (value: unknown): ExhibitorModule[] =>
  Array.isArray(value) ? value.filter((m): m is ExhibitorModule => typeof m === 'string' && (EXHIBITOR_MODULES as readonly string[]).includes(m)) : [];
