// The after-login decision of spec §2: identity rows first (they bypass the visitor steps), then the
// visitor steps in order. Unknown register types follow the visitor steps: they lead a user through
// completing the registration, which is the safest path when the identity is not understood.
import { STAFF_LINK_SOURCE } from '../exhibitor-people/staff-link';
import { isExhibitorSelfService, isTradeFair } from '../identity/identity-family';
import { REGISTER_TYPES } from '../identity/register-type';
import type { PlainRoutePath } from '../routes/route-href';
import { APPROVED_TARGETS } from './approved-route.table';
import { CONFERENCE_TARGETS } from './conference-route.table';
import { distinctTargets, routeWithin, type NextStep, type NextStepInput, type NextStepRule } from './next-step.types';
import { VISITOR_STEP_TARGETS, VISITOR_STEPS } from './visitor-steps.table';

export const IDENTITY_TARGETS = [
  '/user-center',
  '/tradeFairSystem/home',
  '/groupManagement',
  '/infoWap',
  '/confirmation',
  '/exhibitorSelfService/auditing',
  '/exhibitorSelfService/exhInviteStaff',
] as const;
const route = routeWithin<(typeof IDENTITY_TARGETS)[number]>();

const registerTypeOf = (input: NextStepInput): string => input.user.userExhibitionVO.registerType;

export const IDENTITY_RULES: readonly NextStepRule[] = [
  {
    name: 'exhibitor self-service types → personal centre',
    applies: (input) => isExhibitorSelfService(registerTypeOf(input)),
    outcome: () => route('/user-center'),
  },
  {
    name: 'trade-fair exhibitor → lead tool home',
    applies: (input) => isTradeFair(registerTypeOf(input)),
    outcome: () => route('/tradeFairSystem/home'),
  },
  {
    // A leader whose group is still being formed manages it before anything else.
    name: 'group leader with processStatus 0 → group management',
    applies: (input) => input.user.visitingGroupLeaderVO?.processStatus === 0,
    outcome: () => route('/groupManagement'),
  },
  {
    // Only the staff member's token ties the company's link to them (userRegisterLink/save): the visit
    // was recorded before the login, with no one to name. The landing records it and leads on; the SDK
    // then reads the visit as a plain registration, so this row stops applying (as the invitation's does).
    name: "came through a company's staff link, information incomplete → the staff landing, which applies",
    applies: (input) =>
      input.registrationSource === STAFF_LINK_SOURCE &&
      (input.registerLinkId?.trim() ?? '') !== '' &&
      input.user.userExhibitionVO.completeResult !== 'succ',
    outcome: () => route('/exhibitorSelfService/exhInviteStaff'),
  },
  {
    name: 'staff invited by an exhibitor, information incomplete → personal information form',
    applies: (input) =>
      registerTypeOf(input) === REGISTER_TYPES.exhibitorInviteStaff &&
      input.user.userExhibitionVO.completeResult !== 'succ',
    outcome: () => route('/infoWap'),
  },
  {
    name: 'staff invited by an exhibitor, approved → confirmation letter',
    applies: (input) =>
      registerTypeOf(input) === REGISTER_TYPES.exhibitorInviteStaff &&
      input.user.userExhibitionVO.examineResult === 'approve',
    outcome: () => route('/confirmation'),
  },
  {
    name: 'staff invited by an exhibitor, not approved → exhibitor auditing',
    applies: (input) => registerTypeOf(input) === REGISTER_TYPES.exhibitorInviteStaff,
    outcome: () => route('/exhibitorSelfService/auditing'),
  },
];

export const NEXT_STEP_RULES: readonly NextStepRule[] = [...IDENTITY_RULES, ...VISITOR_STEPS];

/** Every screen the after-login decision can lead to. */
export const NEXT_STEP_TARGETS: readonly PlainRoutePath[] = /* @__PURE__ */ distinctTargets(
  IDENTITY_TARGETS,
  VISITOR_STEP_TARGETS,
  APPROVED_TARGETS,
  CONFERENCE_TARGETS,
);

/** The user record's register type, else the link's (older records may carry none). */
const withRegisterType = (input: NextStepInput): NextStepInput | undefined => {
  const own = input.user.userExhibitionVO.registerType.trim();
  const registerType = own !== '' ? own : (input.registerType?.trim() ?? '');
  if (registerType === '') return undefined;
  return {
    ...input,
    user: { ...input.user, userExhibitionVO: { ...input.user.userExhibitionVO, registerType } },
  };
};

export const decideNextStep = (input: NextStepInput): NextStep => {
  const resolved = withRegisterType(input);
  // Without any register type there is no identity to route: the link was incomplete.
  if (resolved === undefined) return { kind: 'error', code: 'LINK.INCORRECT' };
  const rule = NEXT_STEP_RULES.find((candidate) => candidate.applies(resolved));
  // The last visitor step always applies, so a rule is always found; throwing marks a broken table.
  if (rule === undefined) throw new Error('next-step table has no catch-all row');
  return rule.outcome(resolved);
};
