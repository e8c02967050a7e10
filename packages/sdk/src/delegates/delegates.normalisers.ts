// The registering-others replies in the domain's shape, whatever placeholders the backend wrote for
// absent values (wire/absent-values.ts): a person without an ID number, e-mail, job title or department
// ("") has none of them, and a caller without a team ({} or null) has no team (undefined).
import type { Page } from '@fairpass/domain';
import type { DelegatePerson, Team } from '@fairpass/domain/delegates';
import { objectOrNull } from '../wire/absent-values';
import { readPage } from '../wire/reply-parts';
import { readReply, type ShapeOf } from '../wire/reply-shape';

export const DELEGATE_PERSON_SHAPE: ShapeOf<DelegatePerson> = {
  object: {
    id: 'text',
    channel: 'text',
    name: 'text',
    phone: 'text',
    company: 'text',
    idNumber: 'optionalText',
    email: 'optionalText',
    jobTitle: 'optionalText',
    department: 'optionalText',
    // The form's values by its props: a map whose keys are data.
    values: 'keep',
    review: 'text',
    registerTime: 'text',
  },
};

export const TEAM_SHAPE: ShapeOf<Team> = {
  object: { teamId: 'text', members: { list: DELEGATE_PERSON_SHAPE }, maxMembers: 'number', submitTime: 'text' },
};

/** `delegate/detail`, `delegate/register`. */
export const normaliseDelegatePerson = (raw: unknown): DelegatePerson => readReply(raw, DELEGATE_PERSON_SHAPE) as DelegatePerson;

/** `delegate/list`. */
export const normaliseDelegatePage = (raw: unknown): Page<DelegatePerson> => readPage(raw, DELEGATE_PERSON_SHAPE);

/** `team/submit`. */
export const normaliseTeam = (raw: unknown): Team => readReply(raw, TEAM_SHAPE) as Team;

/** `team/detail`: none ({} or null) → undefined. */
export const normaliseTeamOrNone = (raw: unknown): Team | undefined => {
  const present = objectOrNull(raw);
  return present === null ? undefined : normaliseTeam(present);
};
