// The staff of a multi-person account on /minePage: everyone in it with the leads each captured, shown
// 20 at a time; the admin adds a colleague by name and mobile (they then log in with it) and removes one
// after a confirmation in the page (their leads stay the account's); staff read the list only.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskPhone } from '@fairpass/domain';
import { managesStaff, staffMemberErrors, type LeadAccount, type LeadStaff } from '@fairpass/domain/leads';
import { getLeads } from '@fairpass/sdk/leads';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { MoreButton } from '../../../ui/more-button';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { ACCOUNT_KEYS, staffQuery } from './account.queries';
import { SectionRead } from './section-read';

/** A list the account can grow is shown a page at a time (the server answers it whole). */
const PAGE = 20;
const HEADING_ID = 'fp-la-staff';

export function StaffSection({ account }: { readonly account: LeadAccount }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const staff = useQuery(staffQuery(client));
  const manages = managesStaff(account);
  return (
    <section className="fp-la-block" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="fp-subheading">
        {t('account.staff.heading')}
        {staff.data && <span className="fp-la-muted"> {t('account.staff.count', { count: staff.data.length })}</span>}
      </h2>
      {!manages && <p className="fp-note">{t('account.staff.readOnly')}</p>}
      <SectionRead query={staff}>{(members) => <StaffList members={members} manages={manages} />}</SectionRead>
      {manages && <AddStaffForm accountId={account.accountId} />}
    </section>
  );
}

function StaffList({ members, manages }: { readonly members: readonly LeadStaff[]; readonly manages: boolean }) {
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul className="fp-list fp-la-staff">
        {members.slice(0, shown).map((member) => (
          <StaffRow key={member.userId} member={member} manages={manages} />
        ))}
      </ul>
      <MoreButton hasNextPage={members.length > shown} isFetchingNextPage={false} fetchNextPage={async () => setShown((n) => n + PAGE)} />
    </>
  );
}

function StaffRow({ member, manages }: { readonly member: LeadStaff; readonly manages: boolean }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const nameId = `fp-la-staff-${member.userId}`;
  const remove = async (): Promise<string | null> => {
    const removed = await getLeads(client).removeStaff.execute({ userId: member.userId });
    if (!removed.ok) return failureMessage(removed.error);
    await queries.invalidateQueries({ queryKey: ACCOUNT_KEYS.all });
    return null;
  };
  return (
    <li className="fp-item" data-staff={member.userId}>
      <div className="fp-item__head">
        <h3 id={nameId} className="fp-item__name">{member.name}</h3>
        <span className={member.role === 'admin' ? 'fp-badge fp-badge--on' : 'fp-badge'}>{t(`account.role.${member.role}`)}</span>
      </div>
      <ul className="fp-item__facts">
        {/* The admin added these numbers; staff see them masked. */}
        <li>{manages ? member.phone : maskPhone(member.phone)}</li>
        <li>{t('account.staff.leads', { count: member.leadCount })}</li>
      </ul>
      {manages && member.role === 'staff' && (
        <ConfirmedAction
          label={t('account.staff.remove', { name: member.name })}
          question={t('account.staff.removeQuestion', { name: member.name })}
          keepLabel={t('account.staff.keep')}
          run={remove}
        />
      )}
    </li>
  );
}

type StaffValues = { readonly name: string; readonly phone: string };
const EMPTY: StaffValues = { name: '', phone: '' };

function AddStaffForm({ accountId }: { readonly accountId: string }) {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const queries = useQueryClient();
  const [added, setAdded] = useState<string | null>(null);
  // One key per colleague typed: a double tap or a retry after a dropped reply adds them once.
  const intent = `leads.staff.add.${accountId}`;
  const form = useForm<StaffValues, LeadStaff>({
    initial: EMPTY,
    validate: (values) => staffMemberErrors(values),
    send: (values, signal) => {
      setAdded(null);
      const request = { name: values.name.trim(), phone: values.phone.trim() };
      return getLeads(client).addStaff.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (member) => {
      form.reset();
      setAdded(t('account.staff.added', { name: member.name }));
      await queries.invalidateQueries({ queryKey: ACCOUNT_KEYS.all });
    },
    invalidAlert: t('account.staff.fix'),
    draft: { key: `leads.staff.${accountId}.new` },
  });
  return (
    <Form form={form} labelledBy="fp-la-staff-add" className="fp-form fp-la-add">
      <h3 id="fp-la-staff-add" className="fp-subheading">{t('account.staff.addHeading')}</h3>
      <p className="fp-note">{t('account.staff.addHint')}</p>
      <TextField form={form} name="name" id="fp-la-staff-name" label={t('account.staff.name')} mandatory autoComplete="off" />
      <TextField form={form} name="phone" id="fp-la-staff-phone" label={t('account.staff.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
      <FormAlert message={form.alert} />
      <FormStatus message={added} />
      <SubmitButton pending={form.pending} label={t('account.staff.add')} pendingLabel={t('account.staff.adding')} />
    </Form>
  );
}
