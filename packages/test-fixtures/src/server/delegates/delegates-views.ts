// The wire views of docs/endpoints.md "Teams, help and business cards": a registered person (their
// registration and how they were registered) and a team.
import { beijingTime } from '../kit/beijing-time';
import type { UserRecord } from '../user-record';
import { TEAM_MAX_MEMBERS, type DelegateLink, type TeamRecord } from './delegates-records';
import type { DelegatesState } from './delegates-state';
import type { DelegatePerson, DelegateReview, Team } from './delegates-wire.types';

const reviewOf = (user: UserRecord): DelegateReview => (user.examineResult === 'approve' || user.examineResult === 'reject' ? user.examineResult : 'pending');

const optional = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

export function toWireDelegate(user: UserRecord, link: DelegateLink): DelegatePerson {
  return {
    id: user.userId,
    channel: link.channel,
    name: user.name,
    phone: user.phone,
    company: user.company,
    idNumber: optional(user.idNumber),
    email: optional(user.email),
    jobTitle: optional(user.formValues.jobTitle),
    department: optional(user.formValues.department),
    values: user.formValues,
    review: reviewOf(user),
    registerTime: beijingTime(link.createdAt),
  };
}

export function toWireTeam(delegates: DelegatesState, team: TeamRecord, userById: (userId: string) => UserRecord | undefined): Team {
  return {
    teamId: team.teamId,
    members: delegates.membersOf(team).flatMap((link) => {
      const user = userById(link.personUserId);
      return user ? [toWireDelegate(user, link)] : [];
    }),
    maxMembers: TEAM_MAX_MEMBERS,
    submitTime: beijingTime(team.submittedAt),
  };
}
