// What the letters' writes refuse before sending: a template or a visa request that fails the domain's
// rules (the error's `field` names the field, `params` what the message needs), a picture the invitation
// picture rule refuses (`field` is `file`).
import { DomainError, err, FILE_RULES, validateFile, type Err } from '@fairpass/domain';
import { templateProblems, visaProblems, type TemplateText, type VisaForm } from '@fairpass/domain/exhibitor-letters';

const textOf = (input: unknown, key: string): string => {
  const value = typeof input === 'object' && input !== null ? (input as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : '';
};

type Problem = { readonly code: string; readonly params?: Readonly<Record<string, string>> };

const firstProblem = (problems: Readonly<Record<string, Problem | undefined>>): Err<DomainError> | undefined => {
  const [field, problem] = Object.entries(problems).find(([, p]) => p !== undefined) ?? [];
  if (!field || !problem) return undefined;
  return err(new DomainError(problem.code as DomainError['code'], undefined, undefined, { field, ...(problem.params ? { params: problem.params } : {}) }));
};

export const templateTextFrom = (input: unknown): TemplateText => ({
  titleZh: textOf(input, 'titleZh'),
  titleEn: textOf(input, 'titleEn'),
  bodyZh: textOf(input, 'bodyZh'),
  bodyEn: textOf(input, 'bodyEn'),
});

export const invalidTemplate = (input: unknown): Err<DomainError> | undefined => firstProblem(templateProblems(templateTextFrom(input)));

export const visaFormFrom = (input: unknown): VisaForm => ({
  passportName: textOf(input, 'passportName'),
  passportNo: textOf(input, 'passportNo'),
  nationality: textOf(input, 'nationality'),
  gender: textOf(input, 'gender'),
  birthDate: textOf(input, 'birthDate'),
  passportExpiry: textOf(input, 'passportExpiry'),
  arrival: textOf(input, 'arrival'),
  departure: textOf(input, 'departure'),
  jobTitle: textOf(input, 'jobTitle'),
  consulateCity: textOf(input, 'consulateCity'),
});

/** The show's days are the server's (VISA.DATES_OUTSIDE comes back from it); every other rule is checked here. */
const OPEN_SHOW = { firstDay: '0001-01-08', lastDay: '9999-12-24' } as const;

export const invalidVisa = (input: unknown): Err<DomainError> | undefined => {
  const problems = visaProblems(visaFormFrom(input), OPEN_SHOW);
  return firstProblem(Object.fromEntries(Object.entries(problems).filter(([, p]) => p?.code !== 'VISA.DATES_OUTSIDE')));
};

/** A picture the invitation picture rule refuses by its type, size and (when measured) its sides. */
export function invalidPicture(file: { readonly size?: unknown; readonly type?: unknown } | undefined, name: string, sides?: { readonly width: number; readonly height: number }): Err<DomainError> | undefined {
  const facts = { name, size: typeof file?.size === 'number' ? file.size : 0, type: typeof file?.type === 'string' ? file.type : '', ...(sides ?? {}) };
  const { extensions, maxBytes } = FILE_RULES.invitationPicture;
  const rule: Parameters<typeof validateFile>[1] = sides ? FILE_RULES.invitationPicture : { extensions, maxBytes };
  const [code] = validateFile(facts, rule).errors;
  return code ? err(new DomainError(code, undefined, undefined, { field: 'file' })) : undefined;
}
