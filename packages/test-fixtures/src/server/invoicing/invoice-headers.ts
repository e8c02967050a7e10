// A person's saved invoice (fapiao) headers: added, edited, removed, one of them the default. Every save
// is checked with the domain's rules (header-rules.ts, held to @fairpass/domain's invoiceHeaderErrors:
// the enterprise's 18-character credit code with its GB 32100 check character, a special invoice's bank
// details, the delivery address), so the app and the server refuse the same headers; a refusal is 4403
// with the field → error codes. Headers belong to the person, not to one exhibition.
import { COMMERCE, done, refused, type Outcome } from '../kit/commerce-failure';
import { IdSequence } from '../kit/id-sequence';
import { invoiceHeaderErrors, isSameHeader, type FieldErrors, type HeaderFields as DomainHeader } from './header-rules';
import type { InvoiceHeader, InvoiceHeaderFields, SavedInvoiceHeader } from './invoicing-wire.types';

export const HEADER_ID_BASE = 4_907_000_000_100_000_000n;

export interface HeaderRecord {
  id: string;
  personId: string;
  fields: DomainHeader;
  isDefault: boolean;
}

const KINDS = ['personal', 'enterprise'] as const;
const INVOICE_TYPES = ['ordinary', 'special'] as const;
const DELIVERIES = ['email', 'mobile'] as const;

const text = (source: Record<string, unknown>, key: string): string => (typeof source[key] === 'string' ? (source[key] as string).trim() : '');
const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined => values.find((v) => v === value);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A header from a request body, checked: the domain's fields, or 4403 with the errors by field. */
export function readHeader(raw: unknown, rules: { legacyTaxNumbers?: boolean } = {}): Outcome<DomainHeader> {
  const source = isRecord(raw) ? raw : {};
  const kind = oneOf(KINDS, text(source, 'kind'));
  const invoiceType = oneOf(INVOICE_TYPES, text(source, 'invoiceType'));
  const delivery = oneOf(DELIVERIES, text(source, 'delivery'));
  const header: DomainHeader = {
    kind: kind ?? 'personal',
    invoiceType: invoiceType ?? 'ordinary',
    title: text(source, 'title'),
    taxNumber: text(source, 'taxNumber').toUpperCase(),
    companyAddress: text(source, 'companyAddress'),
    telephone: text(source, 'telephone'),
    bankName: text(source, 'bankName'),
    bankAccount: text(source, 'bankAccount'),
    delivery: delivery ?? 'email',
    deliverTo: text(source, 'deliverTo'),
  };
  const fields: FieldErrors = { ...invoiceHeaderErrors(header, rules) };
  if (!kind) fields.kind = ['VALIDATION.OUT_OF_RANGE'];
  if (!invoiceType) fields.invoiceType = ['VALIDATION.OUT_OF_RANGE'];
  if (!delivery) fields.delivery = ['VALIDATION.OUT_OF_RANGE'];
  if (Object.keys(fields).length > 0) return refused(COMMERCE.invoiceHeaderInvalid, '发票抬头信息有误', 'The invoice header is not valid', { fields });
  // A personal header has no taxpayer ID or bank details, whatever came along.
  return done(kind === 'personal' ? { ...header, taxNumber: '', companyAddress: '', telephone: '', bankName: '', bankAccount: '' } : header);
}

/** 4404: a header id that names no header of the caller's. */
export const headerNotFound = <T = never>(): Outcome<T> => refused(COMMERCE.invoiceHeaderNotFound, '发票抬头不存在', 'Invoice header not found');

export class HeaderStore {
  private readonly all: HeaderRecord[];
  private readonly ids = new IdSequence(HEADER_ID_BASE);

  constructor(seeded: readonly HeaderRecord[]) {
    this.all = seeded.map((h) => ({ ...h }));
  }

  /** The person's headers, the default first, then newest first. */
  ofPerson(personId: string): HeaderRecord[] {
    const mine = this.all.filter((h) => h.personId === personId).reverse();
    return [...mine.filter((h) => h.isDefault), ...mine.filter((h) => !h.isDefault)];
  }

  find(personId: string, id: string): HeaderRecord | undefined {
    return this.all.find((h) => h.personId === personId && h.id === id);
  }

  /** The person's saved header identical to `fields` (isSameHeader), the one being edited left out. */
  same(personId: string, fields: DomainHeader, exceptId?: string): HeaderRecord | undefined {
    return this.all.find((h) => h.personId === personId && h.id !== exceptId && isSameHeader(h.fields, fields));
  }

  /** `fields` as a new header, unless the person saved an identical one already: then that one. */
  addOnce(personId: string, fields: DomainHeader, makeDefault: boolean): { record: HeaderRecord; alreadySaved: boolean } {
    const saved = this.same(personId, fields);
    if (!saved) return { record: this.add(personId, fields, makeDefault), alreadySaved: false };
    if (makeDefault) this.setDefault(saved);
    return { record: saved, alreadySaved: true };
  }

  /** A new header; the person's first one, or one asked to be, becomes the default. */
  add(personId: string, fields: DomainHeader, makeDefault: boolean): HeaderRecord {
    const record: HeaderRecord = { id: this.ids.next(), personId, fields, isDefault: false };
    this.all.push(record);
    if (makeDefault || this.ofPerson(personId).length === 1) this.setDefault(record);
    return record;
  }

  remove(record: HeaderRecord): void {
    this.all.splice(this.all.indexOf(record), 1);
    const [next] = this.ofPerson(record.personId);
    if (record.isDefault && next) next.isDefault = true;
  }

  setDefault(record: HeaderRecord): void {
    for (const other of this.all) if (other.personId === record.personId) other.isDefault = other === record;
  }
}

/** What saving a header answers: the header, and whether an identical one was saved already. */
export interface SavedHeader {
  record: HeaderRecord;
  alreadySaved: boolean;
}

/**
 * invoiceHeader/save: an add without `id`, an edit of the caller's header with it. Identical headers are
 * not saved twice (issue 28): an add identical to a saved header answers with that one (`alreadySaved`),
 * an edit that would make a header identical to another is 4406 naming the other.
 */
export function saveHeader(store: HeaderStore, personId: string, body: Record<string, unknown>): Outcome<SavedHeader> {
  const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
  const existing = id === '' ? undefined : store.find(personId, id);
  if (id !== '' && !existing) return headerNotFound();
  const read = readHeader(body);
  if (!read.ok) return read;
  if (!existing) return done(store.addOnce(personId, read.value, body.isDefault === true));
  const other = store.same(personId, read.value, existing.id);
  if (other) {
    return refused(COMMERCE.invoiceHeaderDuplicate, `与已保存的抬头「${other.fields.title}」相同`, `This is the same as the saved header "${other.fields.title}"`, {
      id: other.id,
      title: other.fields.title,
    });
  }
  existing.fields = read.value;
  if (body.isDefault === true) store.setDefault(existing);
  return done({ record: existing, alreadySaved: false });
}

/** The fields on the wire: those the header does not use are absent. */
export function toWireHeaderFields(fields: DomainHeader): InvoiceHeaderFields {
  const optional = (['taxNumber', 'companyAddress', 'telephone', 'bankName', 'bankAccount'] as const).filter((key) => fields[key] !== '');
  return {
    kind: fields.kind,
    invoiceType: fields.invoiceType,
    title: fields.title,
    ...Object.fromEntries(optional.map((key) => [key, fields[key]])),
    delivery: fields.delivery,
    deliverTo: fields.deliverTo,
  };
}

export const toWireHeader = (record: HeaderRecord): InvoiceHeader => ({ id: record.id, ...toWireHeaderFields(record.fields), isDefault: record.isDefault });

/** invoiceHeader/save's answer: the header, and whether it was saved already. */
export const toWireSavedHeader = ({ record, alreadySaved }: SavedHeader): SavedInvoiceHeader => ({ ...toWireHeader(record), alreadySaved });
