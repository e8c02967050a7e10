// The declared (Java) types of the registering-others routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the tables): an absent ID number, e-mail, job title or department is
// written "", a caller without a team `{}`.
import { RC } from '../context';
import { pageOf, type JavaKind, type KindOf } from '../wire-field-types';
import type { DelegatePerson, Team } from './delegates-wire.types';

export const DELEGATE_PERSON: KindOf<DelegatePerson> = {
  object: {
    id: 'string',
    channel: 'string',
    name: 'string',
    phone: 'string',
    company: 'string',
    idNumber: 'string',
    email: 'string',
    jobTitle: 'string',
    department: 'string',
    // A map of the form's values: its keys are data, Jackson declares none.
    values: { object: {} },
    review: 'string',
    registerTime: 'string',
  },
};

export const TEAM: KindOf<Team> = { object: { teamId: 'string', members: { list: DELEGATE_PERSON }, maxMembers: 'number', submitTime: 'string' } };

/** The registering-others routes' reply types (issue 16). */
export const DELEGATES_REPLY_DATA: Readonly<Record<string, JavaKind>> = {
  [`GET ${RC}team/detail`]: TEAM,
  [`POST ${RC}team/submit`]: TEAM,
  [`GET ${RC}delegate/list`]: pageOf(DELEGATE_PERSON),
  [`GET ${RC}delegate/detail`]: DELEGATE_PERSON,
  [`POST ${RC}delegate/register`]: DELEGATE_PERSON,
};
