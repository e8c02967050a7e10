// /groupManagement/form: the group's details — set the group up, or change them. The domain's
// GroupDetailsInput is the rule; what was typed stays as a draft until it is saved, and the save goes
// once per content (Idempotency-Key).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validateInput } from '@fairpass/domain';
import { GroupDetailsInput, GROUP_LIMITS, type VisitingGroup } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { GROUP_KEYS, groupQuery } from '../groups.queries';
import { useMayDoGroupTask } from '../use-group-task';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(GroupFormScreen);

const HEADING_ID = 'fp-gp-form-heading';
const INTENT = 'groups.saveGroup';

type DetailsValues = {
  readonly name: string;
  readonly organisation: string;
  readonly contact: string;
  readonly phone: string;
  readonly expectedSize: string;
  readonly arrivalDate: string;
  readonly departureDate: string;
};

const valuesOf = (group: VisitingGroup | undefined): DetailsValues => ({
  name: group?.name ?? '',
  organisation: group?.organisation ?? '',
  contact: group?.contact ?? '',
  phone: group?.phone ?? '',
  expectedSize: group ? String(group.expectedSize) : '',
  arrivalDate: group?.arrivalDate ?? '',
  departureDate: group?.departureDate ?? '',
});

function GroupFormScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const group = useQuery(groupQuery(client));
  // The details are the leader's to change: a sub-account is told so instead of a form the server refuses.
  const editsGroup = useMayDoGroupTask('editGroup');
  return (
    <GroupQueryView query={group} heading={t('title.form')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/groupManagement" />
          <h1 id={HEADING_ID} className="fp-heading">{t(data ? 'groupForm.editHeading' : 'groupForm.createHeading')}</h1>
          {editsGroup ? (
            <>
              <p className="fp-note">{t('groupForm.intro')}</p>
              <DetailsForm group={data} />
            </>
          ) : (
            <p className="fp-notice">{t('refused.notAllowed')}</p>
          )}
          <GroupsNav />
        </Page>
      )}
    </GroupQueryView>
  );
}

function DetailsForm({ group }: { readonly group: VisitingGroup | undefined }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const form = useForm<DetailsValues, VisitingGroup>({
    initial: () => valuesOf(group),
    validate: (values) => validateInput(GroupDetailsInput, values),
    send: (values, signal) => {
      setSaved(null);
      const details = { ...values, expectedSize: Number(values.expectedSize.trim()) };
      return getGroups(client).saveGroup.execute(details, { idempotencyKey: writeKeyFor(INTENT, details), signal }).then((sent) => settleWriteKey(INTENT, sent));
    },
    onSuccess: async (next) => {
      form.reset(valuesOf(next));
      setSaved(t('groupForm.saved'));
      await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
    },
    invalidAlert: t('groupForm.fix'),
    draft: { key: `groups.details.${userId}` },
    errorParams: (field): Readonly<Record<string, string>> | undefined => {
      if (field === 'expectedSize') return { context: 'group_size', max: String(GROUP_LIMITS.expectedSizeMax) };
      return field === 'departureDate' ? { context: 'departure' } : undefined;
    },
  });
  return (
    <Form form={form} labelledBy={HEADING_ID}>
      <TextField form={form} name="name" id="fp-gp-name" label={t('groupForm.name')} mandatory maxLength={GROUP_LIMITS.nameMax * 2} />
      <TextField form={form} name="organisation" id="fp-gp-organisation" label={t('groupForm.organisation')} mandatory autoComplete="organization" />
      <TextField form={form} name="contact" id="fp-gp-contact" label={t('groupForm.contact')} mandatory autoComplete="name" />
      <TextField form={form} name="phone" id="fp-gp-phone" label={t('groupForm.phone')} mandatory type="tel" inputMode="tel" autoComplete="tel" />
      <TextField form={form} name="expectedSize" id="fp-gp-size" label={t('groupForm.expectedSize')} mandatory inputMode="numeric" />
      <TextField form={form} name="arrivalDate" id="fp-gp-arrival" label={t('groupForm.arrivalDate')} mandatory type="date" />
      <TextField form={form} name="departureDate" id="fp-gp-departure" label={t('groupForm.departureDate')} type="date" />
      <FormAlert message={form.alert} />
      <FormStatus message={saved} />
      <SubmitButton pending={form.pending} label={t('groupForm.submit')} pendingLabel={t('groupForm.submitting')} />
    </Form>
  );
}
