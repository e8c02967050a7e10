// One entry of the company's menu in the exhibitor's personal centre (issue 30): a screen of some
// feature and the module (spec §6, the permission the organiser grants per login) it belongs to. Each
// feature contributes its entries in `features/<area>/exhibitor-menu-part.ts` (one export,
// `exhibitorMenuPart`), found on disk by `exhibitor-menu-parts.ts`, the way routes are.
import type { PlainRoutePath } from '@fairpass/domain';
import type { ExhibitorModule, ExhibitorProfile } from '@fairpass/domain/exhibitor';

export interface ExhibitorMenuEntry {
  /** A stable id (tests, React keys). */
  readonly id: string;
  /** The entry's text as `<namespace>:<key>` in the contributing feature's texts. */
  readonly label: `${string}:${string}`;
  readonly to: PlainRoutePath;
  /** Shown as a link when any of these modules is opened. */
  readonly modules: readonly ExhibitorModule[];
  /** Only for the company's admin. */
  readonly adminOnly?: true;
  /** The screen's query, from the profile. */
  readonly query?: (profile: ExhibitorProfile) => Readonly<Record<string, string>>;
}
