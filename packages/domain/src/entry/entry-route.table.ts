// Where a landing link sends the user, by its source (spec §2 "Entry flow"). The source is the link's
// `from` parameter, else its registrationSource; the first value found in this table wins.
import type { PlainRoutePath } from '../routes/route-href';

/** 'nextStep' means: log in / fetch the user, then route with decideNextStep. */
export type EntryRouteRule =
  | { readonly kind: 'route'; readonly path: PlainRoutePath }
  | { readonly kind: 'nextStep' }
  | { readonly kind: 'contentPage' };

export const ENTRY_SOURCE_ROUTES: Readonly<Record<string, EntryRouteRule>> = {
  // The personal centre has no spec spelling; both names seen in links are accepted.
  personalCenter: { kind: 'route', path: '/user-center' },
  userCenter: { kind: 'route', path: '/user-center' },
  inviteCard: { kind: 'route', path: '/invite/home' },
  // A gift's claim link (gifting/claim-link.ts) lands on the recipient's page; the giver reaches the
  // gift records (/give) from the user centre.
  giveCard: { kind: 'route', path: '/ticket/receive/complimentaryTickets' },
  meetingSignIn: { kind: 'route', path: '/meetingSignIn' },
  exhInviteStaffCard: { kind: 'route', path: '/exhibitorSelfService/exhInviteStaff' },
  freeTicket: { kind: 'route', path: '/freeTicket' },
  nextStepPage: { kind: 'nextStep' },
  conferenceActivity: { kind: 'route', path: '/conference/activity/list' },
  // Resolved to /contentPage/{id} from the link's `id`, else the /contentPage/… the hash asked for.
  configPageInfo: { kind: 'contentPage' },
};

export const DEFAULT_ENTRY_PATH = '/registration' satisfies PlainRoutePath;

/** Every screen a landing link can lead to by its source, the default included (content pages aside). */
export const ENTRY_TARGETS: readonly PlainRoutePath[] = /* @__PURE__ */ entryTargetsOf(ENTRY_SOURCE_ROUTES);

function entryTargetsOf(table: Readonly<Record<string, EntryRouteRule>>): readonly PlainRoutePath[] {
  const routes = Object.values(table).flatMap((rule): PlainRoutePath[] => (rule.kind === 'route' ? [rule.path] : []));
  return [...new Set<PlainRoutePath>([DEFAULT_ENTRY_PATH, ...routes])];
}

/** Looks a source up without falling for inherited names such as 'constructor'. */
export const entryRuleFor = (source: string | undefined): EntryRouteRule | undefined =>
  source !== undefined && Object.prototype.hasOwnProperty.call(ENTRY_SOURCE_ROUTES, source)
    ? ENTRY_SOURCE_ROUTES[source]
    : undefined;
