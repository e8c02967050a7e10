// The company's menu in the personal centre: each entry is one of this feature's screens and the module
// (spec §6, the permission the organiser grants per login) it belongs to. An entry whose module is not
// opened is not a link: the card names it as "not opened" instead. Entries are added as screens are built.
import { hrefOf, type PlainRoutePath } from '@fairpass/domain';
import { PAPERWORK_MODULES } from '../information/paperwork';
import { moduleAllowed, type ExhibitorModule, type ExhibitorProfile } from '@fairpass/domain/exhibitor';

export interface ExhibitorMenuEntry {
  /** Key under `home.menu.` in the exhibitor texts. */
  readonly label: 'information' | 'exhibits' | 'invoices' | 'contracts' | 'boothCard' | 'certification';
  readonly to: PlainRoutePath;
  /** Shown as a link when any of these modules is opened. */
  readonly modules: readonly ExhibitorModule[];
  /** Only for the company's admin. */
  readonly adminOnly?: true;
  /** The screen's query, from the profile. */
  readonly query?: (profile: ExhibitorProfile) => Readonly<Record<string, string>>;
}

export const EXHIBITOR_MENU: readonly ExhibitorMenuEntry[] = [
  { label: 'information', to: '/exhibitorSelfService/information', modules: PAPERWORK_MODULES },
  { label: 'exhibits', to: '/exhibitorSelfService/exhibit/list', modules: ['exhibits'] },
  { label: 'invoices', to: '/exhibitorSelfService/datadownload/invoice', modules: ['company'] },
  { label: 'contracts', to: '/exhibitorSelfService/datadownload/contract', modules: ['company'] },
  { label: 'boothCard', to: '/exhibitorSelfService/boothInfo', modules: ['company'], query: (p): Readonly<Record<string, string>> => (p.company ? { deptId: p.company.deptId } : {}) },
  { label: 'certification', to: '/exhibitorSelfService/exhCertificationCode', modules: ['company'], adminOnly: true },
];

export interface MenuView {
  readonly links: readonly { readonly label: ExhibitorMenuEntry['label']; readonly href: string }[];
  /** Entries of modules this login may not open. */
  readonly refused: readonly ExhibitorMenuEntry['label'][];
}

/** The menu of one approved login: links for the modules opened, the others named as refused. */
export function menuOf(profile: ExhibitorProfile): MenuView {
  const entries = EXHIBITOR_MENU.filter((entry) => !entry.adminOnly || profile.admin);
  const allowed = (entry: ExhibitorMenuEntry) => entry.modules.some((module) => moduleAllowed(profile.permissions, module));
  return {
    links: entries.filter(allowed).map((entry) => ({ label: entry.label, href: hrefOf(entry.to, undefined, entry.query?.(profile) ?? {}) })),
    refused: entries.filter((entry) => !allowed(entry)).map((entry) => entry.label),
  };
}
