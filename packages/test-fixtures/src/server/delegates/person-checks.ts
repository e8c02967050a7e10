// The backend's checks of a person registered by someone else (docs/endpoints.md "Teams, help and
// business cards"): the mainland mobile, and either the personal-info form of the request's language
// (team and help; its phone fields left out, the mobile stands for them) or the business card (group:
// name, company, job title, e-mail; work: and the department). Each problem is a plain 400 message in
// the page's language, the person named by their place in a list.
import type { DictionarySeed } from '../../data/dictionaries.data';
import { formProblem, keepFormProps, type FormValues } from '../form-validation';
import { isEmail, isMainlandMobile } from '../formats';
import type { FormField, LanguageType } from '../wire.types';
import type { DelegateChannel } from './delegates-wire.types';

/** One person as sent: `{phone, values}`. */
export interface PersonInput {
  phone: string;
  values: FormValues;
}

const PHONE_PROPS = ['phone', 'mobile'];
const CARD_PROPS = ['name', 'company', 'jobTitle', 'email', 'department'] as const;
const NAME = /^[\p{L}\p{M}]+(?:[ '’\-·・][\p{L}\p{M}]+)*$/u;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list entry as a person, or undefined when it is not `{phone: string, values: {…}}`. */
export function personInputOf(value: unknown): PersonInput | undefined {
  if (!isRecord(value) || typeof value.phone !== 'string' || !isRecord(value.values)) return undefined;
  return { phone: value.phone.trim(), values: value.values as FormValues };
}

const text = (values: FormValues, prop: string): string => {
  const value = values[prop];
  return typeof value === 'string' ? value.trim() : '';
};

/** The config's fields the person form has (its phone fields replaced by the mobile; no photo of someone else). */
export const personFieldsOf = (fields: FormField[]): FormField[] => fields.filter((f) => !PHONE_PROPS.includes(f.prop) && f.type !== 'image');

function cardProblem(channel: 'group' | 'work', values: FormValues, language: LanguageType): string | undefined {
  const say = (cn: string, en: string) => (language === 'en' ? en : cn);
  const name = text(values, 'name');
  if (name === '') return say('请填写姓名', 'Please fill in Name');
  if ([...name].length < 2 || [...name].length > 30 || !NAME.test(name)) return say('姓名格式不正确', 'Name is not valid');
  if (text(values, 'company') === '') return say('请填写公司名称', 'Please fill in Company');
  if (channel === 'work' && text(values, 'department') === '') return say('请填写部门', 'Please fill in Department');
  const email = text(values, 'email');
  if (email !== '' && !isEmail(email)) return say('邮箱格式不正确', 'E-mail is not valid');
  const tooLong = CARD_PROPS.find((prop) => [...text(values, prop)].length > 100);
  return tooLong ? say(`${tooLong}过长`, `${tooLong} is too long`) : undefined;
}

/** What is wrong with the person, or undefined when they can be registered. */
export function personProblem(person: PersonInput, channel: DelegateChannel, fields: FormField[], dictionaries: DictionarySeed, language: LanguageType): string | undefined {
  if (!isMainlandMobile(person.phone)) return language === 'en' ? 'The mobile number is not valid' : '手机号码格式不正确';
  if (channel === 'group' || channel === 'work') return cardProblem(channel, person.values, language);
  return formProblem(personFieldsOf(fields), person.values, dictionaries, language);
}

/** The values kept of a person: the form's props (team and help) or the card's (group and work). */
export function keptValues(person: PersonInput, channel: DelegateChannel, fields: FormField[]): FormValues {
  if (channel === 'team' || channel === 'help') return keepFormProps(personFieldsOf(fields), person.values);
  const kept: FormValues = {};
  for (const prop of CARD_PROPS) if (text(person.values, prop) !== '' && (prop !== 'department' || channel === 'work')) kept[prop] = text(person.values, prop);
  return kept;
}

/** The person's name from a form's values: `name`, else first and last name (the English form). */
export const nameOf = (values: FormValues): string => text(values, 'name') || `${text(values, 'firstName')} ${text(values, 'lastName')}`.trim();

/** The person's company: `company`, else the English form's `companyEnName`. */
export const companyOf = (values: FormValues): string => text(values, 'company') || text(values, 'companyEnName');

/** An ID number as compared ('' when none): trimmed, X in capitals. */
export const documentOf = (values: FormValues): string => text(values, 'idNumber').toUpperCase();
