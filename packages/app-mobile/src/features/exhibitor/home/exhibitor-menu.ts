// The company's menu in the personal centre: every feature's entries (routes/exhibitor-menu-parts.ts),
// each a link when the organiser opened its module for this login (spec §6); an entry whose module is
// not opened is not a link: the card names it as "not opened" instead.
import { hrefOf } from '@fairpass/domain';
import { moduleAllowed, type ExhibitorProfile } from '@fairpass/domain/exhibitor';
import type { ExhibitorMenuEntry } from '../../../routes/exhibitor-menu-entry';
import { EXHIBITOR_MENU } from '../../../routes/exhibitor-menu-parts';

export interface MenuView {
  readonly links: readonly { readonly id: string; readonly label: ExhibitorMenuEntry['label']; readonly href: string }[];
  /** Entries of modules this login may not open. */
  readonly refused: readonly { readonly id: string; readonly label: ExhibitorMenuEntry['label'] }[];
}

/** The menu of one approved login: links for the modules opened, the others named as refused. */
export function menuOf(profile: ExhibitorProfile, menu: readonly ExhibitorMenuEntry[] = EXHIBITOR_MENU): MenuView {
  const entries = menu.filter((entry) => !entry.adminOnly || profile.admin);
  const allowed = (entry: ExhibitorMenuEntry) => entry.modules.some((module) => moduleAllowed(profile.permissions, module));
  return {
    links: entries.filter(allowed).map((entry) => ({ id: entry.id, label: entry.label, href: hrefOf(entry.to, undefined, entry.query?.(profile) ?? {}) })),
    refused: entries.filter((entry) => !allowed(entry)).map((entry) => ({ id: entry.id, label: entry.label })),
  };
}
