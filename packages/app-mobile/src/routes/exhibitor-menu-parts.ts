// Every feature's entries in the exhibitor's company menu, found on disk like the route manifest:
// Vite's import.meta.glob reads each `features/<area>/exhibitor-menu-part.ts` (its one export
// `exhibitorMenuPart`), in the order of the folder names. A new entry is a file in its feature.
import type { ExhibitorMenuEntry } from './exhibitor-menu-entry';

const FEATURE_PARTS = import.meta.glob<readonly ExhibitorMenuEntry[]>('../features/*/exhibitor-menu-part.ts', { eager: true, import: 'exhibitorMenuPart' });

export const EXHIBITOR_MENU: readonly ExhibitorMenuEntry[] = Object.keys(FEATURE_PARTS)
  .sort()
  .flatMap((file) => FEATURE_PARTS[file]!);

/** The text namespaces the menu's labels come from. */
export const EXHIBITOR_MENU_NAMESPACES: readonly string[] = [...new Set(EXHIBITOR_MENU.map((entry) => entry.label.split(':')[0]!))];
