// The builder filing form's values, flat so the form layer can mark each field: contacts and booth
// numbers sit in numbered slots (`contacts.0.name`, `boothNos.2` — the keys the domain's
// builderFilingErrors uses), the uploaded documents as JSON strings (so the draft keeps them).
import type { BuilderDocument, BuilderFiling, BuilderFilingRequest } from '@fairpass/domain/information';

export const MAX_CONTACTS = 5;
export const MAX_BOOTHS = 10;

export type BuilderValues = Readonly<Record<string, string | number | string[]>> & {
  readonly company: string;
  readonly contactCount: number;
  readonly boothCount: number;
  /** JSON of each uploaded BuilderDocument. */
  readonly documents: string[];
};

export const contactKey = (index: number, part: 'name' | 'phone') => `contacts.${index}.${part}`;
export const boothKey = (index: number) => `boothNos.${index}`;

const slots = (filing?: BuilderFiling): Record<string, string> => {
  const values: Record<string, string> = { contacts: '', boothNos: '', documentIds: '' };
  for (let index = 0; index < MAX_CONTACTS; index += 1) {
    values[contactKey(index, 'name')] = filing?.contacts[index]?.name ?? '';
    values[contactKey(index, 'phone')] = filing?.contacts[index]?.phone ?? '';
  }
  for (let index = 0; index < MAX_BOOTHS; index += 1) values[boothKey(index)] = filing?.boothNos[index] ?? '';
  return values;
};

/** A new filing's empty form, or a refused filing's values to correct. */
export const initialBuilderValues = (filing?: BuilderFiling): BuilderValues => ({
  ...slots(filing),
  company: filing?.company ?? '',
  contactCount: Math.max(1, Math.min(MAX_CONTACTS, filing?.contacts.length ?? 1)),
  boothCount: Math.max(1, Math.min(MAX_BOOTHS, filing?.boothNos.length ?? 1)),
  documents: (filing?.documents ?? []).map((document) => JSON.stringify(document)),
});

export const documentsOf = (values: BuilderValues): BuilderDocument[] =>
  values.documents.flatMap((entry) => {
    try {
      const document = JSON.parse(entry) as BuilderDocument;
      return typeof document.fileId === 'string' ? [document] : [];
    } catch {
      return [];
    }
  });

const text = (values: BuilderValues, key: string): string => {
  const value = values[key];
  return typeof value === 'string' ? value : '';
};

export const filingRequestOf = (values: BuilderValues): BuilderFilingRequest => ({
  company: values.company.trim(),
  contacts: Array.from({ length: values.contactCount }, (_, index) => ({
    name: text(values, contactKey(index, 'name')).trim(),
    phone: text(values, contactKey(index, 'phone')).trim(),
  })),
  boothNos: Array.from({ length: values.boothCount }, (_, index) => text(values, boothKey(index)).trim().toUpperCase()),
  documentIds: documentsOf(values).map((document) => document.fileId),
});

/** The values after slot `removed` of a list is taken out: the later rows move up one. */
export function withoutRow(values: BuilderValues, list: 'contacts' | 'boothNos', removed: number): Record<string, string | number> {
  const changes: Record<string, string | number> = {};
  const count = list === 'contacts' ? values.contactCount : values.boothCount;
  const keysOf = (index: number) => (list === 'contacts' ? [contactKey(index, 'name'), contactKey(index, 'phone')] : [boothKey(index)]);
  for (let index = removed; index < count; index += 1) {
    const target = keysOf(index);
    const source = keysOf(index + 1);
    target.forEach((key, part) => (changes[key] = index + 1 < count ? text(values, source[part]!) : ''));
  }
  changes[list === 'contacts' ? 'contactCount' : 'boothCount'] = count - 1;
  return changes;
}

/** The documents without the one of `fileId`. */
export const withoutDocument = (values: BuilderValues, fileId: string): string[] =>
  values.documents.filter((entry) => documentsOf({ ...values, documents: [entry] })[0]?.fileId !== fileId);
