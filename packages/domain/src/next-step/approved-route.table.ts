// Step 6 of the visitor table: where an approved visitor goes. The registration source of the link
// decides first (it says what the user came to do); otherwise the confirmation letter when there is a
// ticket QR to show and the exhibition shows it, else the personal centre.
import { isOn } from '../config/switch';
import type { PlainRoutePath } from '../routes/route-href';
import { distinctTargets, routeWithin, type NextStep, type NextStepInput } from './next-step.types';

/**
 * Registration sources with their own approved page. The spec names them only by role ("ticket
 * purchase, team, invite, help"); 'buyTicket' is accepted beside 'ticket' because links use both.
 */
export const APPROVED_SOURCE_ROUTES = {
  ticket: '/ticket-type',
  buyTicket: '/ticket-type',
  team: '/teamRegistration',
  invite: '/inviteRegistration',
  help: '/helpRegistration',
} as const;

type SourceRoute = (typeof APPROVED_SOURCE_ROUTES)[keyof typeof APPROVED_SOURCE_ROUTES];

export const APPROVED_TARGETS: readonly PlainRoutePath[] = /* @__PURE__ */ distinctTargets(Object.values(APPROVED_SOURCE_ROUTES), ['/confirmation', '/user-center']);
const route = routeWithin<SourceRoute | '/confirmation' | '/user-center'>();

const TICKET_TYPE_PATH = '/ticket-type';

const sourceRoute = (source: string | undefined): SourceRoute | undefined =>
  source !== undefined && Object.prototype.hasOwnProperty.call(APPROVED_SOURCE_ROUTES, source)
    ? APPROVED_SOURCE_ROUTES[source as keyof typeof APPROVED_SOURCE_ROUTES]
    : undefined;

export const approvedRoute = (input: NextStepInput): NextStep => {
  const path = sourceRoute(input.registrationSource);
  if (path === TICKET_TYPE_PATH) {
    // The ticket page shows the tickets of the link the user came through.
    return input.registerLinkId ? route(path, { registerLinkId: input.registerLinkId }) : route(path);
  }
  if (path !== undefined) return route(path);
  if (input.user.userQr.trim() !== '' && isOn(input.config.showConfirmationSwitch)) return route('/confirmation');
  return route('/user-center');
};
