// The shape of one feature's part of the personal centre (issue 30: "menus become contributions of each
// feature, as routes are"). A feature that adds to /user-center writes `features/<area>/user-center-part.ts`
// exporting `userCenterPart`; user-center-parts.ts finds them, so no central list grows. The panel is a
// lazy part (ui/lazy-part.ts): the personal centre's first load carries only who it is shown to, and a
// panel that cannot be fetched is left out, never the centre.
import type { ComponentType } from 'react';
import type { UserInfo } from '@fairpass/domain';

export interface UserCenterPart {
  /** Unique among the parts; the panel's key. */
  readonly id: string;
  /** Shown only to these users (their record as the session holds it). */
  readonly shownTo: (user: UserInfo) => boolean;
  /** The panel, loaded when shown; it labels its own section. */
  readonly panel: ComponentType;
}
