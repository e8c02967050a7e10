// One standard booth's fascia (design exhibitor.md §2.2, rule 4): the zh and en text each typed twice,
// shelves and hanging rods within the booth's free allowance (said above the counts), flow-table sets
// 1–3, and the board drawn to scale with both texts at print size. "Save draft" keeps it on the server
// unjudged (and the page keeps what is typed across a reload); "Submit" is judged by the domain first,
// then sent once (Idempotency-Key: a double tap saves once). Closed after the deadline.
import { Button } from '../../../ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, type FieldErrors } from '@fairpass/domain';
import { FLOW_TABLE_SETS, fasciaErrors, fasciaFormOf, fasciaValuesOf, type BoothFascia, type FasciaForm, type ManualSection } from '@fairpass/domain/exhibitor-manual';
import { getExhibitorManual } from '@fairpass/sdk/exhibitor-manual';
import { Field } from '../../../ui/form/field';
import { fieldAria } from '../../../ui/form/field-message';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { EXHIBITOR_MANUAL_KEYS } from '../exhibitor-manual.queries';
import { FasciaPreview } from './fascia-preview';

export interface FasciaEditorProps {
  readonly booth: BoothFascia;
  readonly section: ManualSection;
  readonly closed: boolean;
  /** Offer the booth's own page (manualPart) when the section shows several. */
  readonly partLink: boolean;
}

export default function FasciaEditor({ booth, section, closed, partLink }: FasciaEditorProps) {
  const { t } = useTranslation('exhibitor-manual');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [status, setStatus] = useState<string | null>(null);
  const [drafting, setDrafting] = useState(false);
  const id = (field: string) => `fp-exm-${booth.boothNo}-${field}`;
  const headingId = id('heading');
  const intent = `exhibitor-manual.board.${booth.boothNo}`;
  const save = (values: FasciaForm, draft: boolean, signal?: AbortSignal) => {
    const request = { materialTypeV2: 'board', part: booth.boothNo, areaM2: booth.areaM2, values: fasciaValuesOf(values), draft } as const;
    const key = draft ? `${intent}.draft` : intent;
    return getExhibitorManual(client)
      .saveManual.execute(request, { idempotencyKey: writeKeyFor(key, request), ...(signal ? { signal } : {}) })
      .then((sent) => settleWriteKey(key, sent));
  };
  const refresh = () => Promise.all([queries.invalidateQueries({ queryKey: EXHIBITOR_MANUAL_KEYS.all }), queries.invalidateQueries({ queryKey: EXHIBITOR_MANUAL_KEYS.exhibitor })]);

  const form = useForm<FasciaForm, ManualSection>({
    initial: fasciaFormOf(booth.values),
    validate: (values): FieldErrors => fasciaErrors(values, booth.areaM2),
    send: (values, signal) => {
      setStatus(null);
      return save(values, false, signal);
    },
    onSuccess: async () => {
      setStatus(t('fascia.submitted', { booth: booth.boothNo }));
      await refresh();
    },
    invalidAlert: t('fix'),
    draft: { key: intent },
  });

  const saveDraft = async () => {
    if (drafting) return;
    setDrafting(true);
    setStatus(null);
    form.setAlert(null);
    const sent = await save(form.values, true);
    setDrafting(false);
    if (sent.ok) {
      setStatus(t('fascia.draftSaved', { booth: booth.boothNo }));
      await refresh();
    } else form.setAlert(failureMessage(sent.error));
  };

  const flowId = id('flowTableSets');
  const flowError = form.errors['flowTableSets'];
  return (
    <section className="fp-exm-part" aria-labelledby={headingId}>
      <h2 id={headingId} className="fp-exm-part__heading">
        {t('fascia.boothHeading', { booth: booth.boothNo, area: booth.areaM2 })}
      </h2>
      <p className="fp-note">
        <span className="fp-exm-part__state">{t(`state.${booth.state}`)}</span>
        {partLink && (
          <>
            {' · '}
            <Link href={`${hrefOf('/exhibitorSelfService/information/manualPart/:materialTypeV2', { materialTypeV2: section.materialTypeV2 })}?part=${encodeURIComponent(booth.boothNo)}`} className="fp-link">
              {t('fascia.onlyThisBooth', { booth: booth.boothNo })}
            </Link>
          </>
        )}
      </p>
      {closed ? (
        <p className="fp-form__error" role="alert">{t('closedNote')}</p>
      ) : (
        <Form form={form} labelledBy={headingId}>
          <TextField form={form} name="fasciaText" id={id('fasciaText')} label={t('fascia.text')} mandatory autoComplete="off" maxLength={40} />
          <TextField form={form} name="fasciaTextConfirm" id={id('fasciaTextConfirm')} label={t('fascia.textConfirm')} mandatory autoComplete="off" maxLength={40} />
          <TextField form={form} name="fasciaTextEn" id={id('fasciaTextEn')} label={t('fascia.textEn')} mandatory autoComplete="off" maxLength={80} lang="en" />
          <TextField form={form} name="fasciaTextEnConfirm" id={id('fasciaTextEnConfirm')} label={t('fascia.textEnConfirm')} mandatory autoComplete="off" maxLength={80} lang="en" />
          <FasciaPreview text={String(form.values.fasciaText)} textEn={String(form.values.fasciaTextEn)} areaM2={booth.areaM2} />
          <p className="fp-note" id={id('allowance')}>{t('fascia.allowance', { max: booth.freeItems, area: booth.areaM2 })}</p>
          <TextField form={form} name="shelves" id={id('shelves')} label={t('fascia.shelves')} mandatory inputMode="numeric" autoComplete="off" maxLength={3} />
          <TextField form={form} name="hangingRods" id={id('hangingRods')} label={t('fascia.hangingRods', { max: booth.freeItems })} mandatory inputMode="numeric" autoComplete="off" maxLength={3} />
          <Field id={flowId} name="flowTableSets" label={t('fascia.flowTableSets')} error={flowError}>
            <select {...fieldAria(flowId, flowError)} id={flowId} className="fp-select" value={String(form.values.flowTableSets)} onChange={(event) => form.set('flowTableSets', event.target.value)}>
              {FLOW_TABLE_SETS.map((sets) => (
                <option key={sets} value={String(sets)}>
                  {t('fascia.sets', { count: sets })}
                </option>
              ))}
            </select>
          </Field>
          <FormAlert message={form.alert} />
          <FormStatus message={status} />
          <Button block type="button" fill="outline" className="fp-exm-draft" loading={drafting} disabled={drafting || form.pending} onClick={() => void saveDraft()}>
            {t('saveDraft')}
          </Button>
          <SubmitButton pending={form.pending} label={t('fascia.submit')} pendingLabel={t('submitting')} />
        </Form>
      )}
    </section>
  );
}
