// Staff from a spreadsheet (issue 31, bulk staff) on a pass type's holders: the bilingual CSV template
// (a signed file: downloaded, or inside WeChat opened, copied or mailed — ui/keep-file.tsx), a CSV chosen
// from the phone, read by the domain's reader (at most 500 rows) and every row checked by the holder
// form's rules and for the same ID twice; each bad row is listed with its spreadsheet row, each field's
// message under it, to fix in place and check again. The good rows go in ONE submission (all or none,
// with an Idempotency-Key) once the type's window and quota take them; an ID a pass already holds comes
// back from the server naming the row. Loaded only when the panel opens.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isDomainError } from '@fairpass/domain';
import { checkStaffSheet, holderOfRow, passRefusal, readStaffSheet, STAFF_SHEET_ROWS_MAX, type PassType, type StaffRowErrors, type StaffSheetField, type StaffSheetValues } from '@fairpass/domain/exhibitor-people';
import { MEMBER_ID_TYPES } from '@fairpass/domain/groups';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { RadioField } from '../../../ui/form/radio-field';
import { TextField } from '../../../ui/form/text-field';
import { FetchedFile } from '../../../ui/fetched-file';
import { useShell } from '../../../ui/shell-context';
import { SheetImportFrame } from '../../../ui/spreadsheet-import/sheet-import-frame';
import { useSheetImport } from '../../../ui/spreadsheet-import/use-sheet-import';
import { useErrorMessage } from '../../../ui/use-error-message';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { PEOPLE_KEYS } from '../exhibitor-people.queries';
import '../../../ui/form/form.css';
import './staff-import.css';

export interface StaffImportProps {
  readonly pass: PassType;
  readonly serverTime: string;
  /** After the rows went in, with the sentence to announce. */
  readonly onDone: (message: string) => void;
}

export default function StaffImport({ pass, serverTime, onDone }: StaffImportProps) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const errorMessage = useErrorMessage();
  const form = useSheetImport<StaffSheetValues, StaffRowErrors>();
  const { sheet, good } = form;

  const check = (rows: readonly StaffSheetValues[], lines: readonly number[]) => {
    const errors = checkStaffSheet(rows);
    form.show({ rows, lines, errors }, t('sheet.checked', { count: rows.length, good: rows.length - errors.size, bad: errors.size }));
  };

  const onFile = async (file: File | undefined) => {
    const read = await form.readFile(file, readStaffSheet, (problem) => t(`sheet.problem.${problem}`));
    if (read) check(read.rows, read.lines);
  };

  // The type's window and quota for the rows that would go together.
  const refusal = good.length > 0 ? passRefusal(pass, good.length, serverTime) : undefined;

  const submitGood = async () => {
    if (!sheet || good.length === 0 || refusal) return;
    const request = { credentialType: pass.type, people: good.map((index) => holderOfRow(sheet.rows[index]!)) };
    const intent = `exhibitorPeople.import.${pass.type}`;
    form.setPending(true);
    form.setAlert(null);
    const result = settleWriteKey(intent, await getExhibitorPeople(client).submitHolders.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    form.setPending(false);
    if (!result.ok) {
      // A refusal about one person (an ID a pass already holds) is put on that row, to fix in place.
      const at = Number(result.error.params?.['index'] ?? result.error.field?.split('.')[1]);
      const index = Number.isInteger(at) ? good[at] : undefined;
      if (index !== undefined && isDomainError(result.error)) {
        const named = result.error.field?.split('.').pop();
        const field: StaffSheetField = named === 'name' || named === 'phone' || named === 'idType' ? named : 'idNumber';
        form.refuseRow(index, { [field]: result.error.code });
      }
      form.setAlert(failureMessage(result.error));
      return;
    }
    await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
    const left = form.keepBad();
    if (left === 0) onDone(t('sheet.imported', { count: good.length, left: result.value.left }));
    else form.setStatus(t('sheet.importedSome', { count: good.length, left }));
  };

  const bad = sheet ? sheet.errors.size : 0;
  return (
    <SheetImportFrame
      idPrefix="fp-ep-import"
      classes={{ steps: 'fp-note', file: 'fp-ep-import__file', hint: 'fp-note' }}
      steps={[t('sheet.step1'), t('sheet.step2'), t('sheet.step3', { max: STAFF_SHEET_ROWS_MAX })]}
      template={<TemplateFile type={pass.type} />}
      labels={{ file: t('sheet.file'), fileHint: t('sheet.fileHint'), results: t('sheet.results'), checkAgain: t('sheet.checkAgain'), sending: t('form.submitting') }}
      onFile={(file) => void onFile(file)}
      state={form}
      editor={(index, line) => sheet && <RowEditor line={line} values={sheet.rows[index]!} errors={sheet.errors.get(index) ?? {}} onChange={(field, value) => form.change(index, field, value)} />}
      onCheckAgain={() => sheet && check(sheet.rows, sheet.lines)}
      notes={
        refusal && (
          <p className="fp-form__error" role="alert">
            {errorMessage(refusal.code, refusal.params)}
          </p>
        )
      }
      sendLabel={good.length > 0 && !refusal ? (bad > 0 ? t('sheet.submitSome', { count: good.length }) : t('sheet.submitAll', { count: good.length })) : null}
      onSend={() => void submitGood()}
    />
  );
}

/** The template, fetched on a tap, then offered to keep (signed anew when opened, copied or mailed later). */
function TemplateFile({ type }: { readonly type: string }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  return (
    <FetchedFile
      fetchFile={() => getExhibitorPeople(client).fetchStaffSheetTemplate.execute({ credentialType: type })}
      label={t('sheet.template')}
      preparingLabel={t('sheet.preparing')}
      downloadLabel={() => t('sheet.templateDownload')}
    />
  );
}

interface RowEditorProps {
  readonly line: number;
  readonly values: StaffSheetValues;
  readonly errors: StaffRowErrors;
  readonly onChange: (field: StaffSheetField, value: string) => void;
}

/** A refused row, fixed in place: its fields as typed, each refused one with its message. */
function RowEditor({ line, values, errors, onChange }: RowEditorProps) {
  const { t } = useTranslation('exhibitor-people');
  const errorMessage = useErrorMessage();
  const id = `fp-ep-row-${line}`;
  const messages: Record<string, string> = {};
  for (const [field, code] of Object.entries(errors) as [StaffSheetField, string][]) {
    messages[field] = errorMessage(code, field === 'idNumber' ? { context: values.idType } : undefined);
  }
  const binding = { values, errors: messages, set: (name: string, value: unknown) => onChange(name as StaffSheetField, String(value)) };
  const idTypes = MEMBER_ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }));
  return (
    <fieldset className="fp-ep-row" aria-labelledby={`${id}-legend`}>
      <legend id={`${id}-legend`} className="fp-ep-row__legend">
        {t('sheet.row', { line, name: values.name || '—' })}
      </legend>
      <TextField form={binding} name="name" id={`${id}-name`} label={t('form.name')} mandatory autoComplete="off" />
      <TextField form={binding} name="phone" id={`${id}-phone`} label={t('form.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
      <RadioField form={binding} name="idType" id={`${id}-id-type`} label={t('form.idType')} options={idTypes} vertical />
      <TextField form={binding} name="idNumber" id={`${id}-id-number`} label={t('form.idNumber')} mandatory autoComplete="off" autoCapitalize="characters" />
    </fieldset>
  );
}
