// A group's members as a spreadsheet (issue 29): the columns of the bilingual template and of the
// export, and the rules of an import — a header row naming the columns in Chinese, English or both,
// then one member a row, each checked as the member form checks one (name, mobile, document and its
// number to its check character, team) and against the rows above it (a mobile or document twice in
// the file). Whether a document is already registered on the exhibition only the server knows: it is
// asked about the rows that pass here.
import type { ErrorCode } from '../errors/error-codes';
import { validateInput } from '../validation/validate-input';
import { GroupMemberInput } from './group-member.input';
import { GROUP_LIMITS } from './group-limits';
import type { GroupTeam, MemberFields, MemberIdType } from './group.types';
import { idNumberKey, isMemberIdType } from './id-document';
import { parseCsv } from '../spreadsheet/csv';
import { cellText, fieldOfHeader, squeezeName, type SheetColumn } from '../spreadsheet/sheet-cells';

/** A column of the member sheet, as the import reads it and the template and the export write it. */
export type MemberSheetField = 'name' | 'phone' | 'idType' | 'idNumber' | 'team';

export const MEMBER_SHEET_COLUMNS: readonly SheetColumn<MemberSheetField>[] = [
  { field: 'name', zh: '姓名', en: 'Name' },
  { field: 'phone', zh: '手机号码', en: 'Mobile' },
  { field: 'idType', zh: '证件类型', en: 'ID type' },
  { field: 'idNumber', zh: '证件号码', en: 'ID number' },
  { field: 'team', zh: '分组', en: 'Team' },
];

/** Each document type as the sheet writes it (both languages) and the other names it is read by. */
export const MEMBER_SHEET_ID_TYPES: Readonly<Record<MemberIdType, readonly string[]>> = {
  idCard: ['身份证 ID card', '身份证', '居民身份证', 'ID card', 'Resident ID'],
  passport: ['护照 Passport', '护照', 'Passport'],
  hkMacaoPermit: ['港澳通行证 HK/Macao permit', '港澳通行证', '港澳居民来往内地通行证', 'HK/Macao permit', 'Hong Kong/Macao permit'],
  taiwanPermit: ['台胞证 Taiwan permit', '台胞证', '台湾居民来往大陆通行证', 'Taiwan permit'],
};

/** One member's cells, as typed (a document type read by its name becomes its key). */
export type MemberSheetValues = Readonly<Record<MemberSheetField, string>>;

/** A row of the sheet: its number as the spreadsheet shows it (the header row is 1; blank rows not counted) and its cells. */
export interface MemberSheetRow {
  readonly line: number;
  readonly values: MemberSheetValues;
}

/** Why a file cannot be read as a member sheet at all. */
export type MemberSheetProblem = 'noColumns' | 'noRows' | 'tooManyRows';

/** A row's problems: one error code a field. */
export type MemberRowErrors = Partial<Record<MemberSheetField, ErrorCode>>;

const fieldOfMemberHeader = (cell: string): MemberSheetField | undefined => fieldOfHeader(MEMBER_SHEET_COLUMNS, cell);

/** The document type a cell names, or the cell as typed. */
export const idTypeOfCell = (cell: string): string => {
  const key = squeezeName(cell);
  if (isMemberIdType(cell)) return cell;
  const found = (Object.entries(MEMBER_SHEET_ID_TYPES) as [MemberIdType, readonly string[]][]).find(([type, names]) => squeezeName(type) === key || names.some((name) => squeezeName(name) === key));
  return found?.[0] ?? cell;
};

/** The sheet's rows, or why it cannot be read (no header naming the columns, no member, too many). */
export function readMemberSheet(text: string): { readonly rows: readonly MemberSheetRow[] } | { readonly problem: MemberSheetProblem } {
  const records = parseCsv(text);
  const headerAt = records.findIndex((record) => record.some((cell) => fieldOfMemberHeader(cell) !== undefined));
  const header = records[headerAt]?.map(fieldOfMemberHeader) ?? [];
  if (headerAt < 0 || !['name', 'phone', 'idNumber'].every((field) => header.includes(field as MemberSheetField))) return { problem: 'noColumns' };
  const rows = records.slice(headerAt + 1).flatMap((record, i): MemberSheetRow[] => {
    const cell = (field: MemberSheetField) => cellText(record[header.indexOf(field)]);
    const values = { name: cell('name'), phone: cell('phone'), idType: idTypeOfCell(cell('idType')), idNumber: cell('idNumber'), team: cell('team') };
    return Object.values(values).every((value) => value === '') ? [] : [{ line: headerAt + i + 2, values }];
  });
  if (rows.length === 0) return { problem: 'noRows' };
  return rows.length > GROUP_LIMITS.sheetRowsMax ? { problem: 'tooManyRows' } : { rows };
}

/** The team a row names (by name, or its id), or the only team when the row names none. */
const teamOf = (team: string, teams: readonly GroupTeam[]): GroupTeam | undefined =>
  team === '' ? (teams.length === 1 ? teams[0] : undefined) : teams.find((t) => t.name.trim() === team || t.teamId === team);

/** The member a row describes (a blank document type is a resident ID card). */
export const memberOfRow = (values: MemberSheetValues, teams: readonly GroupTeam[]): MemberFields => ({
  name: values.name,
  phone: values.phone,
  idType: (isMemberIdType(values.idType) ? values.idType : values.idType === '' ? 'idCard' : values.idType) as MemberIdType,
  idNumber: values.idNumber,
  teamId: teamOf(values.team, teams)?.teamId ?? '',
});

/** One row's own problems: the member form's rules, and a team that is not the group's. */
export function memberRowErrors(values: MemberSheetValues, teams: readonly GroupTeam[]): MemberRowErrors {
  const member = memberOfRow(values, teams);
  const found = validateInput(GroupMemberInput, { ...member });
  const errors: MemberRowErrors = {};
  for (const field of ['name', 'phone', 'idType', 'idNumber'] as const) {
    const code = found[field]?.[0];
    if (code) errors[field] = code;
  }
  if (member.teamId === '') errors.team = values.team === '' ? 'VALIDATION.REQUIRED' : 'GROUP.TEAM_UNKNOWN';
  return errors;
}

/**
 * Every row's problems, by its index: its own, and a mobile or document an earlier row of the file
 * already has (GROUP.MEMBER_DUPLICATE on that field). Rows without any are absent.
 */
export function checkMemberSheet(rows: readonly MemberSheetValues[], teams: readonly GroupTeam[]): ReadonlyMap<number, MemberRowErrors> {
  const problems = new Map<number, MemberRowErrors>();
  const phones = new Set<string>();
  const documents = new Set<string>();
  rows.forEach((values, index) => {
    const errors = { ...memberRowErrors(values, teams) };
    const phone = values.phone.trim();
    const document = idNumberKey(values.idNumber);
    if (!errors.phone && phone !== '' && phones.has(phone)) errors.phone = 'GROUP.MEMBER_DUPLICATE';
    if (!errors.idNumber && document !== '' && documents.has(document)) errors.idNumber = 'GROUP.MEMBER_DUPLICATE';
    phones.add(phone);
    documents.add(document);
    if (Object.keys(errors).length > 0) problems.set(index, errors);
  });
  return problems;
}
