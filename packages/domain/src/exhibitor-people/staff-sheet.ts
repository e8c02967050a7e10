// A company's staff from a spreadsheet (issue 31, "bulk staff"): the bilingual template's columns, and the
// rules of an upload — a header row naming the columns in Chinese, English or both, then one person a
// row (at most 500), each checked as the holder form checks one (holderErrors: name, mainland mobile,
// document and its number) and against the rows above it (the same document twice). Quota and window
// are the pass type's (passRefusal) for the rows sent together; an ID a pass already holds only the
// server knows (4701, naming the person).
import type { ErrorCode } from '../errors/error-codes';
import { idTypeOfCell } from '../groups/member-sheet';
import { idNumberKey } from '../groups/id-document';
import { parseCsv } from '../spreadsheet/csv';
import { cellText, fieldOfHeader, type SheetColumn } from '../spreadsheet/sheet-cells';
import { holderErrors, holderOf, type HolderForm } from './pass-holder-form';
import type { PassHolderFields } from './exhibitor-people.types';

/** A column of the staff sheet. */
export type StaffSheetField = 'name' | 'phone' | 'idType' | 'idNumber';

export const STAFF_SHEET_COLUMNS: readonly SheetColumn<StaffSheetField>[] = [
  { field: 'name', zh: '姓名', en: 'Name' },
  { field: 'phone', zh: '手机号码', en: 'Mobile' },
  { field: 'idType', zh: '证件类型', en: 'ID type' },
  { field: 'idNumber', zh: '证件号码', en: 'ID number' },
];

/** The most people one upload may carry. */
export const STAFF_SHEET_ROWS_MAX = 500;

/** One person's cells as typed (a document type named in words becomes its key; blank is a resident ID card). */
export type StaffSheetValues = Readonly<Record<StaffSheetField, string>>;

/** A row: its number as the spreadsheet shows it (the header row is 1; blank rows not counted) and its cells. */
export interface StaffSheetRow {
  readonly line: number;
  readonly values: StaffSheetValues;
}

/** Why a file cannot be read as a staff sheet at all. */
export type StaffSheetProblem = 'noColumns' | 'noRows' | 'tooManyRows';

/** A row's problems: one error code a field. */
export type StaffRowErrors = Partial<Record<StaffSheetField, ErrorCode>>;

/** The sheet's rows, or why it cannot be read (no header naming name, mobile and ID number; no one; more than 500). */
export function readStaffSheet(text: string): { readonly rows: readonly StaffSheetRow[] } | { readonly problem: StaffSheetProblem } {
  const records = parseCsv(text);
  const headerAt = records.findIndex((record) => record.some((cell) => fieldOfHeader(STAFF_SHEET_COLUMNS, cell) !== undefined));
  const header = records[headerAt]?.map((cell) => fieldOfHeader(STAFF_SHEET_COLUMNS, cell)) ?? [];
  if (headerAt < 0 || !(['name', 'phone', 'idNumber'] as const).every((field) => header.includes(field))) return { problem: 'noColumns' };
  const rows = records.slice(headerAt + 1).flatMap((record, i): StaffSheetRow[] => {
    const cell = (field: StaffSheetField) => cellText(record[header.indexOf(field)]);
    const idType = cell('idType');
    const values = { name: cell('name'), phone: cell('phone'), idType: idType === '' ? 'idCard' : idTypeOfCell(idType), idNumber: cell('idNumber') };
    return [values.name, values.phone, idType, values.idNumber].every((value) => value === '') ? [] : [{ line: headerAt + i + 2, values }];
  });
  if (rows.length === 0) return { problem: 'noRows' };
  return rows.length > STAFF_SHEET_ROWS_MAX ? { problem: 'tooManyRows' } : { rows };
}

const formOf = (values: StaffSheetValues): HolderForm => ({ ...values, photoFileId: '' });

/** The holder a valid row describes, as sent. */
export const holderOfRow = (values: StaffSheetValues): PassHolderFields => holderOf(formOf(values));

/**
 * Every row's problems, by its index: the holder form's, and a document an earlier row of the file
 * already has (REGISTRATION.DUPLICATE_DOCUMENT on the number). Rows without any are absent.
 */
export function checkStaffSheet(rows: readonly StaffSheetValues[]): ReadonlyMap<number, StaffRowErrors> {
  const problems = new Map<number, StaffRowErrors>();
  const documents = new Set<string>();
  rows.forEach((values, index) => {
    const found = holderErrors(formOf(values));
    const errors: StaffRowErrors = {};
    for (const field of ['name', 'phone', 'idType', 'idNumber'] as const) {
      const code = found[field]?.[0];
      if (code) errors[field] = code;
    }
    const document = idNumberKey(values.idNumber);
    if (!errors.idNumber && document !== '' && documents.has(document)) errors.idNumber = 'REGISTRATION.DUPLICATE_DOCUMENT';
    if (document !== '') documents.add(document);
    if (Object.keys(errors).length > 0) problems.set(index, errors);
  });
  return problems;
}
