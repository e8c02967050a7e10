// New members from a spreadsheet (issue 29): the bilingual template to download (or, inside WeChat, to
// open in the browser or mail), a CSV chosen from the phone, every row checked — by the domain's rules
// (name, mobile, document and its check character, team, a mobile or document twice in the file) and
// by the server (already in the group, registered elsewhere on the exhibition) — and the rows refused
// listed with their row number, each field's message under it, to fix in place and check again. The
// good rows go in one batch with an Idempotency-Key (a double tap or a retry imports once); rows still
// to fix stay listed after it. Loaded only when the panel opens.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDomainError } from '@fairpass/domain';
import { checkMemberSheet, memberOfRow, MEMBER_ID_TYPES, readMemberSheet, type GroupTeam, type MemberRowErrors, type MemberSheetField, type MemberSheetValues } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { RadioField } from '../../../ui/form/radio-field';
import { TextField } from '../../../ui/form/text-field';
import { useShell } from '../../../ui/shell-context';
import { SheetImportFrame } from '../../../ui/spreadsheet-import/sheet-import-frame';
import { useSheetImport } from '../../../ui/spreadsheet-import/use-sheet-import';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GROUP_KEYS } from '../groups.queries';
import { SheetFile } from './member-sheet-tools';

const INTENT = 'groups.importMembers';

/** The server's name of a row field → the sheet's. */
const sheetField = (field: string): MemberSheetField => (field === 'teamId' ? 'team' : (field as MemberSheetField));

export interface MemberImportProps {
  readonly teams: readonly GroupTeam[];
  /** After every row is imported, with the sentence to announce. */
  readonly onDone: (message: string) => void;
}

export default function MemberImport({ teams, onDone }: MemberImportProps) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const form = useSheetImport<MemberSheetValues, MemberRowErrors>();
  const { sheet, good } = form;

  /** The rows' problems: the domain's first, then the server's for the rows that pass them. */
  const check = async (rows: readonly MemberSheetValues[], lines: readonly number[]) => {
    form.setPending(true);
    form.setAlert(null);
    const errors = new Map(checkMemberSheet(rows, teams));
    const sendable = rows.flatMap((_, index) => (errors.has(index) ? [] : [index]));
    if (sendable.length > 0) {
      const answer = await getGroups(client).checkMembers.execute({ members: sendable.map((index) => memberOfRow(rows[index] ?? ({} as MemberSheetValues), teams)) });
      if (!answer.ok) {
        form.setPending(false);
        form.setAlert(failureMessage(answer.error));
        return;
      }
      for (const refusal of answer.value) {
        const index = sendable[refusal.index];
        if (index !== undefined) errors.set(index, { ...errors.get(index), [sheetField(refusal.field)]: refusal.code });
      }
    }
    form.setPending(false);
    form.show({ rows, lines, errors }, t('sheet.checked', { count: rows.length, good: rows.length - errors.size, bad: errors.size }));
  };

  const onFile = async (file: File | undefined) => {
    const read = await form.readFile(file, readMemberSheet, (problem) => t(`sheet.problem.${problem}`));
    if (read) await check(read.rows, read.lines);
  };

  const importGood = async () => {
    if (!sheet) return;
    const members = good.map((index) => memberOfRow(sheet.rows[index] ?? ({} as MemberSheetValues), teams));
    form.setPending(true);
    form.setAlert(null);
    const result = settleWriteKey(INTENT, await getGroups(client).importMembers.execute({ members }, { idempotencyKey: writeKeyFor(INTENT, members) }));
    form.setPending(false);
    if (!result.ok) {
      const at = Number(result.error.params?.index);
      const index = Number.isInteger(at) ? good[at] : undefined;
      if (index !== undefined && isDomainError(result.error)) {
        const field = result.error.code === 'REGISTRATION.DUPLICATE_DOCUMENT' ? 'idNumber' : sheetField(result.error.params?.field ?? result.error.field?.split('.').pop() ?? 'idNumber');
        form.refuseRow(index, { [field]: result.error.code });
      }
      form.setAlert(failureMessage(result.error));
      return;
    }
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    const left = form.keepBad();
    if (left === 0) onDone(t('sheet.imported', { count: result.value.count }));
    else form.setStatus(t('sheet.importedSome', { count: result.value.count, left }));
  };

  const bad = sheet ? sheet.errors.size : 0;
  return (
    <SheetImportFrame
      idPrefix="fp-gp-import"
      classes={{ root: 'fp-gp-import', steps: 'fp-gp-import__steps', file: 'fp-gp-import__file', hint: 'fp-gp-hint', secondary: 'fp-secondary' }}
      steps={[t('sheet.step1'), t('sheet.step2'), t('sheet.step3')]}
      template={<SheetFile template label={t('sheet.template')} downloadLabel={() => t('sheet.templateDownload')} />}
      labels={{ file: t('sheet.file'), fileHint: t('sheet.fileHint'), results: t('sheet.results'), checkAgain: t('sheet.checkAgain'), checking: t('sheet.checking'), sending: t('sheet.importing') }}
      onFile={(file) => void onFile(file)}
      state={form}
      editor={(index, line) => sheet && <RowEditor line={line} values={sheet.rows[index]!} errors={sheet.errors.get(index) ?? {}} teams={teams} onChange={(field, value) => form.change(index, field, value)} />}
      onCheckAgain={() => sheet && void check(sheet.rows, sheet.lines)}
      sendLabel={good.length > 0 ? (bad > 0 ? t('sheet.importSome', { count: good.length }) : t('sheet.importAll', { count: good.length })) : null}
      onSend={() => void importGood()}
    />
  );
}

interface RowEditorProps {
  readonly line: number;
  readonly values: MemberSheetValues;
  readonly errors: MemberRowErrors;
  readonly teams: readonly GroupTeam[];
  readonly onChange: (field: MemberSheetField, value: string) => void;
}

/** A refused row, fixed in place: its fields as typed, each refused one with its message. */
function RowEditor({ line, values, errors, teams, onChange }: RowEditorProps) {
  const { t } = useTranslation('groups');
  const errorMessage = useErrorMessage();
  const id = `fp-gp-row-${line}`;
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [MemberSheetField, string][]) {
    messages[field] = errorMessage(code, field === 'idNumber' ? { context: values.idType } : undefined);
  }
  const binding = { values, errors: messages, set: (name: string, value: unknown) => onChange(name as MemberSheetField, String(value)) };
  const idTypes = MEMBER_ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }));
  const teamChoices = teams.map((team) => ({ value: team.name, label: team.name }));
  return (
    <fieldset className="fp-gp-row" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="fp-gp-row__legend">
        {t('sheet.row', { line, name: values.name || '—' })}
      </legend>
      <TextField form={binding} name="name" id={`${id}-name`} label={t('memberForm.name')} mandatory autoComplete="off" />
      <TextField form={binding} name="phone" id={`${id}-phone`} label={t('memberForm.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
      <RadioField form={binding} name="idType" id={`${id}-id-type`} label={t('memberForm.idType')} options={idTypes} vertical />
      <TextField form={binding} name="idNumber" id={`${id}-id-number`} label={t('memberForm.idNumber')} mandatory autoComplete="off" autoCapitalize="characters" />
      {(teams.length > 1 || errors.team) && <RadioField form={binding} name="team" id={`${id}-team`} label={t('memberForm.team')} options={teamChoices} vertical />}
    </fieldset>
  );
}
