// The declared (Java) types of the registering-others routes' replies, for the Jackson-nulls switch
// (wire-field-types.ts explains the table): an absent ID number, e-mail, job title or department is
// written "", a caller without a team `{}`. The kinds are written out here with wire-field-types.ts's
// own typing (every field of the wire type, each with the kind of its type), so that table can import
// this one without a cycle.
import { RC } from '../context';
import type { DelegatePerson, Team } from './delegates-wire.types';

type Kind = 'string' | 'number' | 'boolean' | { readonly list: Kind } | { readonly object: Readonly<Record<string, Kind>> };

type KindOf<T> = [NonNullable<T>] extends [string]
  ? 'string'
  : [NonNullable<T>] extends [number]
    ? 'number'
    : [NonNullable<T>] extends [boolean]
      ? 'boolean'
      : [NonNullable<T>] extends [readonly (infer E)[]]
        ? { readonly list: KindOf<E> }
        : { readonly object: { readonly [K in keyof NonNullable<T>]-?: KindOf<NonNullable<T>[K]> } };

const pageOf = (record: Kind): Kind => ({ object: { records: { list: record }, total: 'number', size: 'number', current: 'number', pages: 'number' } });

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
export const DELEGATES_REPLY_DATA: Readonly<Record<string, Kind>> = {
  [`GET ${RC}team/detail`]: TEAM,
  [`POST ${RC}team/submit`]: TEAM,
  [`GET ${RC}delegate/list`]: pageOf(DELEGATE_PERSON),
  [`GET ${RC}delegate/detail`]: DELEGATE_PERSON,
  [`POST ${RC}delegate/register`]: DELEGATE_PERSON,
};
