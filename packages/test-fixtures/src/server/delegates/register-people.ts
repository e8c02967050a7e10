// Registering people on someone else's behalf, all or none (docs/endpoints.md "Teams, help and business
// cards"): every person must pass their checks (person-checks.ts, a plain 400 naming their place), and
// nobody may be registered on the exhibition already — by the same mobile or the same ID document, or
// twice in the list (4701 with `{index, name}`, spec §8's message). Each becomes a registration of the
// exhibition, filled in and waiting for review, linked to the person who registered them.
import type { ContractState } from '../state';
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import type { UserRecord } from '../user-record';
import type { LanguageType } from '../wire.types';
import type { DelegateLink } from './delegates-records';
import type { DelegateChannel } from './delegates-wire.types';
import { companyOf, documentOf, keptValues, nameOf, personProblem, type PersonInput } from './person-checks';

export interface Registrar {
  userId: string;
  exhibitionId: string;
}

const REGISTERED_BEFORE = {
  cn: '您已登记过该证件，请勿重复操作',
  en: 'You have registered this document, please do not repeat the operation',
};

/** Whether someone on the exhibition has the person's mobile or ID document. */
const registeredBefore = (state: ContractState, exhibitionId: string, person: PersonInput): boolean => {
  const document = documentOf(person.values);
  return state.users.some((u) => u.exhibitionId === exhibitionId && (u.phone === person.phone || (document !== '' && u.idNumber.toUpperCase() === document)));
};

/** The index of the first person who repeats one before them in the list (mobile or document), else -1. */
const repeatedInList = (people: PersonInput[]): number =>
  people.findIndex((person, index) =>
    people.slice(0, index).some((before) => before.phone === person.phone || (documentOf(person.values) !== '' && documentOf(before.values) === documentOf(person.values))),
  );

function check(state: ContractState, registrar: Registrar, channel: DelegateChannel, people: PersonInput[], language: LanguageType): Outcome<true> {
  const fields = state.registrationForms[language];
  const many = people.length > 1;
  for (const [index, person] of people.entries()) {
    const problem = personProblem(person, channel, fields, state.dictionaries, language);
    if (problem) return refused(400, many ? `第${index + 1}位：${problem}` : problem, many ? `Person ${index + 1}: ${problem}` : problem);
  }
  // Only what the form asks for counts: a document the form has no field for was never given.
  const kept = people.map((person) => ({ phone: person.phone, values: keptValues(person, channel, fields) }));
  const repeated = repeatedInList(kept);
  const before = repeated === -1 ? kept.findIndex((person) => registeredBefore(state, registrar.exhibitionId, person)) : repeated;
  if (before !== -1) return refused(COMMERCE.registeredBefore, REGISTERED_BEFORE.cn, REGISTERED_BEFORE.en, { index: before, name: nameOf(people[before]!.values) });
  return done(true);
}

/** Registers every person or none; the new registrations, in the list's order. */
export function registerPeople(state: ContractState, registrar: Registrar, channel: DelegateChannel, people: PersonInput[], language: LanguageType): Outcome<UserRecord[]> {
  const checked = check(state, registrar, channel, people, language);
  if (!checked.ok) return checked;
  const fields = state.registrationForms[language];
  const now = state.delegates.now();
  const records = people.map((person) => {
    const values = keptValues(person, channel, fields);
    return state.addUser({
      exhibitionId: registrar.exhibitionId,
      phone: person.phone,
      registerType: 'visitor',
      name: nameOf(values),
      company: companyOf(values),
      companyEnName: typeof values.companyEnName === 'string' ? values.companyEnName : '',
      firstName: typeof values.firstName === 'string' ? values.firstName : '',
      lastName: typeof values.lastName === 'string' ? values.lastName : '',
      idNumber: documentOf(values),
      email: typeof values.email === 'string' ? values.email : '',
      formValues: values,
      completeResult: 'succ',
      examineResult: 'pending',
      purpose: `registered by ${registrar.userId} (${channel}) during this run`,
    });
  });
  // Registered in the same instant, the list's order is kept by a millisecond each.
  const links: DelegateLink[] = records.map((record, index) => ({ personUserId: record.userId, registrarUserId: registrar.userId, exhibitionId: registrar.exhibitionId, channel, createdAt: now + index }));
  state.delegates.addLinks(links);
  return done(records);
}
