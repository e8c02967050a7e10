// Where a login continues when the visitor asked for a screen before it (issue 27): the after-login
// decision (decide-next-step.ts) decides only when no target was asked for, when the target is no screen
// this user's identity may open, or while the registration still has steps to complete (those come
// first, the target after them). Apart from login-target.ts so that the first screen, which only keeps
// a target, does not carry this rule: the app loads it when a login with a target goes on.
import { isTradeFair } from '../identity/identity-family';
import type { UserInfo } from '../identity/user-info';
import { isGroupLeader } from '../groups/group-leader';
import { routeAmong } from '../routes/route-access';
import type { RoutePath } from '../routes/route-paths';
import type { LoginTarget } from './login-target';
import type { NextStep } from './next-step.types';

/** What of the user decides which screens are theirs. */
export type TargetUser = Pick<UserInfo, 'userExhibitionVO' | 'visitingGroupLeaderVO'>;

/** Screens only some identities may open: a target among them is followed only for those. */
export const TARGET_IDENTITY_RULES: readonly { readonly routes: readonly RoutePath[]; readonly allows: (user: TargetUser) => boolean }[] = [
  // The lead tool is the trade-fair exhibitor's.
  {
    routes: ['/tradeFairSystem/home', '/tradeFairSystem/share', '/customerPage', '/minePage', '/dataExport', '/custDetailInfoPage', '/buyAccTypePage', '/transferDescPage', '/surveyPage', '/scanCodePage'],
    allows: (user) => isTradeFair(user.userExhibitionVO.registerType),
  },
  // Spec §6: only the group leader may manage a group (the sub-accounts are the group account's).
  {
    routes: ['/groupManagement', '/groupManagement/form', '/groupManagement/operateList', '/groupManagement/detail', '/groupManagement/qrCode', '/groupManagement/printCode', '/subordinate', '/subordinate/form', '/subordinate/resetPwd/:userId', '/subordinate/details/:id'],
    allows: isGroupLeader,
  },
];

/** Whether this user's identity may open the target (a screen of no identity rule: anyone logged in). */
export function targetOpensFor(target: LoginTarget, user: TargetUser | null | undefined): boolean {
  const rule = TARGET_IDENTITY_RULES.find((candidate) => routeAmong(target, candidate.routes) !== undefined);
  return rule === undefined || (user !== null && user !== undefined && rule.allows(user));
}

/**
 * After-login steps that complete the registration: they come before the target, which waits for them
 * (the visitor expects to finish signing up first, then to land where the link pointed).
 */
export const STEPS_BEFORE_TARGET: readonly RoutePath[] = ['/photo', '/infoWap', '/questionnaire', '/invite/home'];

/**
 * After-login outcomes that end the visit's way on: registration closed to this visitor, the server's jump
 * address (the browser leaves the app), a wrong link. The target is dropped.
 */
const endsTheWay = (step: NextStep): boolean => step.kind !== 'route' || step.path === '/closed';

export type AfterLoginChoice =
  /** Go to the target (and forget it). */
  | { readonly kind: 'target'; readonly href: LoginTarget }
  /** Follow the after-login decision; `keepTarget`: the target waits for the steps that come first. */
  | { readonly kind: 'step'; readonly keepTarget: boolean };

/**
 * Where a login (or a completed registration step) continues: the target when one was asked for, is a
 * screen this user's identity may open, and no registration step must come first; otherwise the
 * after-login decision's step.
 */
export function afterLoginChoice(step: NextStep, target: LoginTarget | undefined, user: TargetUser | null | undefined): AfterLoginChoice {
  if (target === undefined || !targetOpensFor(target, user) || endsTheWay(step)) return { kind: 'step', keepTarget: false };
  if (step.kind === 'route' && STEPS_BEFORE_TARGET.includes(step.path)) return { kind: 'step', keepTarget: true };
  return { kind: 'target', href: target };
}
