// The six visitor steps of spec §2, in order. The first row that applies decides; step 6 always applies.
import { isOn } from '../config/switch';
import { INVITE_LINK_SOURCE } from '../reach/reach-links';
import type { QuestionnaireResult } from '../identity/user-info';
import { approvedRoute } from './approved-route.table';
import { conferenceRoute } from './conference-route.table';
import { routeWithin, type NextStepInput, type NextStepRule } from './next-step.types';
import { isSafeRedirect } from './safe-redirect';

const MAX_QUESTIONNAIRES = 3;

/** Where the visitor steps lead themselves (steps 6–7 hand over to the approved and conference tables). */
export const VISITOR_STEP_TARGETS = ['/closed', '/ticket/receive/complimentaryTickets', '/meetingSignIn', '/invite/home', '/photo', '/infoWap', '/questionnaire', '/auditing', '/user-center'] as const;
const route = routeWithin<(typeof VISITOR_STEP_TARGETS)[number]>();

/** questionnaireCount clamped to 1–3; a missing or invalid count means the single questionnaire. */
export const questionnaireCountOf = (count: number | undefined): number =>
  typeof count === 'number' && Number.isInteger(count) && count >= 1 ? Math.min(count, MAX_QUESTIONNAIRES) : 1;

/** The 1-based index of the first required questionnaire not complete, or undefined when all are. */
export const firstOpenQuestionnaire = (input: NextStepInput): number | undefined => {
  const vo = input.user.userExhibitionVO;
  const results: readonly QuestionnaireResult[] = [
    vo.questionnaireResult,
    vo.questionnaireTwoResult,
    vo.questionnaireThreeResult,
  ];
  const open = results.slice(0, questionnaireCountOf(input.config.questionnaireCount)).indexOf('');
  return open === -1 ? undefined : open + 1;
};

const questionnaireSwitchOn = (input: NextStepInput): boolean =>
  isOn(input.languageType === 'en' ? input.config.enQuestionnaireSwitch : input.config.cnQuestionnaireSwitch);

const hasJumpUrl = (input: NextStepInput): boolean =>
  input.user.jumpUrl.trim() !== '' && isSafeRedirect(input.user.jumpUrl.trim(), input.allowedOrigins);

export const VISITOR_STEPS: readonly NextStepRule[] = [
  {
    name: 'registration stopped and no ticket → closed page',
    applies: (input) => isOn(input.config.stopRegistration) && input.user.isHaveTicket !== 1,
    outcome: () => route('/closed'),
  },
  {
    // An unsafe or malformed address is ignored: the user continues as if none were set.
    name: 'jump address on the allowlist → browser sent to it',
    applies: hasJumpUrl,
    outcome: (input) => ({ kind: 'redirect', url: input.user.jumpUrl.trim() }),
  },
  {
    // The recipient of a gift registers on the claim page itself (their details go on the ticket), so a
    // new account is not sent through the visitor form first.
    name: "came through a gift's claim link → the claim page",
    applies: (input) => input.registrationSource === 'giveCard' && (input.ticketGiveRecordId ?? '').trim() !== '',
    outcome: (input) => route('/ticket/receive/complimentaryTickets', { ticketGiveRecordId: (input.ticketGiveRecordId ?? '').trim() }),
  },
  {
    // Logging in at a session's door is for signing in there, whatever the rest of the registration.
    name: "came through a session's sign-in link → the sign-in page",
    applies: (input) => input.registrationSource === 'meetingSignIn' && (input.signCodeId ?? '').trim() !== '',
    outcome: (input) => route('/meetingSignIn', { signCodeId: (input.signCodeId ?? '').trim() }),
  },
  {
    // A new registration that came through an invitation or a share card goes by the invitation page,
    // which records who brought it (reach/referral.ts) before the form; the SDK then reads the visit as a
    // plain registration, so this row stops applying.
    name: 'came through an invitation or share link, information incomplete → the invitation page',
    applies: (input) => input.registrationSource === INVITE_LINK_SOURCE && input.user.userExhibitionVO.completeResult !== 'succ',
    outcome: () => route('/invite/home'),
  },
  {
    name: 'information incomplete, business card switch on → business card upload',
    applies: (input) =>
      input.user.userExhibitionVO.completeResult !== 'succ' && isOn(input.config.businessCardSwitch),
    outcome: () => route('/photo'),
  },
  {
    name: 'information incomplete → personal information form',
    applies: (input) => input.user.userExhibitionVO.completeResult !== 'succ',
    outcome: () => route('/infoWap'),
  },
  {
    name: "questionnaires incomplete and the language's questionnaire switch on → questionnaire",
    applies: (input) => questionnaireSwitchOn(input) && firstOpenQuestionnaire(input) !== undefined,
    // The index tells the screen which questionnaire to open first.
    outcome: (input) => route('/questionnaire', { index: String(firstOpenQuestionnaire(input)) }),
  },
  {
    name: 'review not approved → auditing',
    applies: (input) => input.user.userExhibitionVO.examineResult !== 'approve',
    outcome: () => route('/auditing'),
  },
  {
    // Conference users share steps 1–5 with visitors; once approved their conference flow decides.
    name: 'approved conference user with a conference flow → conference page',
    applies: (input) => input.user.userExhibitionVO.registerType === 'conference' && conferenceRoute(input) !== undefined,
    outcome: (input) => conferenceRoute(input) ?? route('/user-center'),
  },
  {
    name: 'approved → page by registration source, ticket QR and confirmation switch',
    applies: () => true,
    outcome: approvedRoute,
  },
];
