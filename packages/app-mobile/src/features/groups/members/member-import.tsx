// New members from a spreadsheet (issue 29): the bilingual template to download (or, inside WeChat, to
// open in the browser or mail), a CSV chosen from the phone, every row checked — by the domain's rules
// (name, mobile, document and its check character, team, a mobile or document twice in the file) and
// by the server (already in the group, registered elsewhere on the exhibition) — and the rows refused
// listed with their row number, each field's message under it, to fix in place and check again. The
// good rows go in one batch with an Idempotency-Key (a double tap or a retry imports once); rows still
// to fix stay listed after it. Loaded only when the panel opens.
import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isDomainError } from '@fairpass/domain';
import { checkMemberSheet, memberOfRow, MEMBER_ID_TYPES, readMemberSheet, type GroupTeam, type MemberRowErrors, type MemberSheetField, type MemberSheetValues } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { RadioField } from '../../../ui/form/radio-field';
import { TextField } from '../../../ui/form/text-field';
import { useShell } from '../../../ui/shell-context';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GROUP_KEYS } from '../groups.queries';
import { SheetFile } from './member-sheet-tools';

const INTENT = 'groups.importMembers';

interface Sheet {
  readonly rows: readonly MemberSheetValues[];
  /** Each row's number in the spreadsheet. */
  readonly lines: readonly number[];
  readonly errors: ReadonlyMap<number, MemberRowErrors>;
}

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
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const results = useRef<HTMLHeadingElement>(null);
  const [focusResults, setFocusResults] = useState(0);
  useEffect(() => {
    if (focusResults > 0) results.current?.focus();
  }, [focusResults]);

  /** The rows' problems: the domain's first, then the server's for the rows that pass them. */
  const check = async (rows: readonly MemberSheetValues[], lines: readonly number[]) => {
    setPending(true);
    setAlert(null);
    const errors = new Map(checkMemberSheet(rows, teams));
    const sendable = rows.flatMap((_, index) => (errors.has(index) ? [] : [index]));
    if (sendable.length > 0) {
      const answer = await getGroups(client).checkMembers.execute({ members: sendable.map((index) => memberOfRow(rows[index] ?? ({} as MemberSheetValues), teams)) });
      if (!answer.ok) {
        setPending(false);
        setAlert(failureMessage(answer.error));
        return;
      }
      for (const refusal of answer.value) {
        const index = sendable[refusal.index];
        if (index !== undefined) errors.set(index, { ...errors.get(index), [sheetField(refusal.field)]: refusal.code });
      }
    }
    setPending(false);
    setSheet({ rows, lines, errors });
    setStatus(t('sheet.checked', { count: rows.length, good: rows.length - errors.size, bad: errors.size }));
    setFocusResults((n) => n + 1);
  };

  const onFile = async (file: File | undefined) => {
    setStatus(null);
    setAlert(null);
    setSheet(null);
    if (!file) return;
    const read = readMemberSheet(await file.text());
    if ('problem' in read) {
      setAlert(t(`sheet.problem.${read.problem}`));
      return;
    }
    await check(
      read.rows.map((row) => row.values),
      read.rows.map((row) => row.line),
    );
  };

  const change = (index: number, field: MemberSheetField, value: string) =>
    setSheet((now) => (now ? { ...now, rows: now.rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)) } : now));

  const importGood = async () => {
    if (!sheet) return;
    const good = sheet.rows.flatMap((_, index) => (sheet.errors.has(index) ? [] : [index]));
    const members = good.map((index) => memberOfRow(sheet.rows[index] ?? ({} as MemberSheetValues), teams));
    setPending(true);
    setAlert(null);
    const result = settleWriteKey(INTENT, await getGroups(client).importMembers.execute({ members }, { idempotencyKey: writeKeyFor(INTENT, members) }));
    setPending(false);
    if (!result.ok) {
      const at = Number(result.error.params?.index);
      const index = Number.isInteger(at) ? good[at] : undefined;
      if (index !== undefined && isDomainError(result.error)) {
        const field = result.error.code === 'REGISTRATION.DUPLICATE_DOCUMENT' ? 'idNumber' : sheetField(result.error.params?.field ?? result.error.field?.split('.').pop() ?? 'idNumber');
        setSheet({ ...sheet, errors: new Map(sheet.errors).set(index, { [field]: result.error.code }) });
      }
      setAlert(failureMessage(result.error));
      return;
    }
    await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    const left = sheet.rows.flatMap((_, index) => (sheet.errors.has(index) ? [index] : []));
    if (left.length === 0) {
      onDone(t('sheet.imported', { count: result.value.count }));
      return;
    }
    // The rows still to fix stay, renumbered from 0 with their spreadsheet rows.
    setSheet({ rows: left.map((i) => sheet.rows[i]!), lines: left.map((i) => sheet.lines[i]!), errors: new Map(left.map((i, n) => [n, sheet.errors.get(i) ?? {}])) });
    setStatus(t('sheet.importedSome', { count: result.value.count, left: left.length }));
  };

  const goodCount = sheet ? sheet.rows.length - sheet.errors.size : 0;
  return (
    <div className="fp-gp-import">
      <ol className="fp-gp-import__steps">
        <li>{t('sheet.step1')}</li>
        <li>{t('sheet.step2')}</li>
        <li>{t('sheet.step3')}</li>
      </ol>
      <SheetFile template label={t('sheet.template')} downloadLabel={() => t('sheet.templateDownload')} />
      <div className="fp-field">
        <label htmlFor="fp-gp-import-file" className="fp-field__label">
          {t('sheet.file')}
        </label>
        <input id="fp-gp-import-file" type="file" accept=".csv,text/csv" className="fp-gp-import__file" aria-describedby="fp-gp-import-file-hint" onChange={(event) => void onFile(event.target.files?.[0])} />
        <p id="fp-gp-import-file-hint" className="fp-gp-hint">
          {t('sheet.fileHint')}
        </p>
      </div>
      <FormAlert message={alert} />
      {sheet && (
        <section aria-labelledby="fp-gp-import-results">
          <h3 id="fp-gp-import-results" ref={results} className="fp-subheading" tabIndex={-1}>
            {t('sheet.results')}
          </h3>
          <FormStatus message={status} />
          {[...sheet.errors.keys()].map((index) => (
            <RowEditor key={`${sheet.lines[index]}`} line={sheet.lines[index] ?? 0} values={sheet.rows[index]!} errors={sheet.errors.get(index) ?? {}} teams={teams} onChange={(field, value) => change(index, field, value)} />
          ))}
          {sheet.errors.size > 0 && (
            <Button block fill="outline" className="fp-secondary" loading={pending} loadingText={t('sheet.checking')} onClick={() => void check(sheet.rows, sheet.lines)}>
              {t('sheet.checkAgain')}
            </Button>
          )}
          {goodCount > 0 && (
            <Button block color="primary" className="fp-action" loading={pending} loadingText={t('sheet.importing')} onClick={() => void importGood()}>
              {sheet.errors.size > 0 ? t('sheet.importSome', { count: goodCount }) : t('sheet.importAll', { count: goodCount })}
            </Button>
          )}
        </section>
      )}
    </div>
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
