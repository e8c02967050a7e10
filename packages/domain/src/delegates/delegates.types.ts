// People registered by someone else (spec §2 "Team, help and invite registration"): a team registered
// by its leader, one person registered on another's behalf ("help"), and a group or colleagues from work
// registered with a business-card style form ("others"), as the `RC team/*` and `RC delegate/*`
// endpoints send them (docs/endpoints.md "Registering others, stay and parking"). Times are
// `yyyy-MM-dd HH:mm:ss` Beijing time. Jackson's nulls are read as absent by the SDK before they reach
// these types.
import type { FormValues } from '../ports/registration.gateway';

/** How a person came to be registered by someone else. */
export type DelegateChannel = 'team' | 'help' | 'group' | 'work';

/** The `{type}` of /othersRegistration/{type}: a group (a delegation), or colleagues from work. */
export const OTHERS_TYPES = ['group', 'work'] as const;
/** `group` (the members of a delegation) or `work` (colleagues). */
export type OthersType = (typeof OTHERS_TYPES)[number];

/** Narrows a route parameter to an others type. */
export const isOthersType = (value: unknown): value is OthersType => typeof value === 'string' && (OTHERS_TYPES as readonly string[]).includes(value);

/** The organiser's review of a registration, as `examineResult` says it ('' reads as pending). */
export type DelegateReview = 'pending' | 'approve' | 'reject';

/** One person someone registered. */
export interface DelegatePerson {
  /** The person's registration (user) id on the exhibition. */
  readonly id: string;
  readonly channel: DelegateChannel;
  readonly name: string;
  /** The mainland mobile the person logs in with. */
  readonly phone: string;
  readonly company: string;
  readonly idNumber?: string;
  readonly email?: string;
  /** The business card's job title (group and work). */
  readonly jobTitle?: string;
  /** The colleague's department (work). */
  readonly department?: string;
  /** Every value the form sent, by the form's props. */
  readonly values: FormValues;
  readonly review: DelegateReview;
  readonly registerTime: string;
}

/** One person as a form sends them: the mobile (typed twice on the form) and the form's other values. */
export interface PersonEntry {
  readonly phone: string;
  readonly values: FormValues;
}

/** A team registered by one person (`RC team/detail`). */
export interface Team {
  readonly teamId: string;
  /** In the order they were registered. */
  readonly members: readonly DelegatePerson[];
  /** How many members the team may have in all. */
  readonly maxMembers: number;
  readonly submitTime: string;
}
