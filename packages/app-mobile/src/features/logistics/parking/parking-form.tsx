// A new car pass: the plate (ordinary or an 8-character new-energy plate; the domain checks it), the
// driver and their mobile (the visitor's to start with), and the first and last day within the show from
// today on (date pickers bounded to those days). Sent once (Idempotency-Key); what the server refuses (a
// plate with a pass on those days) is said in the page's language and nothing typed is lost.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { canApplyForPass, parkingDays, parkingPassErrors, parkingPassRequestOf, type ParkingPass, type ParkingPassForm, type ParkingRules } from '@fairpass/domain/logistics';
import { getLogistics } from '@fairpass/sdk/logistics';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { LOGISTICS_KEYS } from '../logistics.queries';

/** The pass form as the form layer holds it (a plain record). */
type PassValues = { readonly [K in keyof ParkingPassForm]: string };

export function ParkingForm({ rules, headingId }: { readonly rules: ParkingRules; readonly headingId: string }) {
  const { t } = useTranslation('logistics');
  const { client } = useShell();
  const queries = useQueryClient();
  const user = useSession((s) => s.user);
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const [issued, setIssued] = useState<string | null>(null);
  const days = parkingDays(rules);
  const intent = `logistics.pass.${exhibitionId}.${user?.userId ?? ''}`;
  const blank: PassValues = { plateNumber: '', driver: user?.name ?? '', phone: user?.phone ?? '', startDate: days.from, endDate: days.to };

  const form = useForm<PassValues, ParkingPass>({
    initial: blank,
    validate: (values) => parkingPassErrors(values, rules),
    send: (values, signal) => {
      setIssued(null);
      const request = parkingPassRequestOf(values);
      return getLogistics(client).applyParking.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (pass) => {
      form.reset(blank);
      setIssued(t('parking.issued', { plate: pass.plateNumber, from: pass.startDate, to: pass.endDate }));
      await queries.invalidateQueries({ queryKey: LOGISTICS_KEYS.passes });
    },
    invalidAlert: t('form.fix'),
    draft: { key: intent },
    errorParams: (field) => (field === 'startDate' || field === 'endDate' ? { context: 'range', from: days.from, to: days.to } : undefined),
  });

  if (!canApplyForPass(rules)) return <p className="fp-note">{t('parking.closed')}</p>;
  return (
    <Form form={form} labelledBy={headingId}>
      <TextField
        form={form}
        name="plateNumber"
        id="fp-lg-plate"
        label={t('parking.plate')}
        mandatory
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={12}
        aria-describedby="fp-lg-plate-hint"
      />
      <p id="fp-lg-plate-hint" className="fp-lg-hint">
        {/* The example plates are Chinese whatever the page's language: marked so (<zh>) for screen readers. */}
        <Trans t={t} i18nKey="parking.plateHint" components={{ zh: <span lang="zh-CN" /> }} />
      </p>
      <TextField form={form} name="driver" id="fp-lg-driver" label={t('parking.driver')} mandatory autoComplete="name" maxLength={30} />
      <TextField form={form} name="phone" id="fp-lg-phone" label={t('parking.phone')} mandatory type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} />
      <TextField form={form} name="startDate" id="fp-lg-start" label={t('parking.startDate')} mandatory type="date" min={days.from} max={days.to} />
      <TextField form={form} name="endDate" id="fp-lg-end" label={t('parking.endDate')} mandatory type="date" min={days.from} max={days.to} />
      <FormAlert message={form.alert} />
      <FormStatus message={issued} />
      <SubmitButton pending={form.pending} label={t('parking.apply')} pendingLabel={t('parking.applying')} />
    </Form>
  );
}
