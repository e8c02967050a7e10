// Adding a member, or editing one the organiser has not approved: the info form's person fields (a name
// of 2+ characters without digits or symbols, a mainland mobile), the identity document and its number
// (judged by the document chosen), and the team. The domain's GroupMemberInput is the rule; what was
// typed is kept as a draft until it is sent, and each member goes once (Idempotency-Key), so a double
// tap adds one.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { validateInput } from '@fairpass/domain';
import { GroupMemberInput, MEMBER_ID_TYPES, type GroupMember, type GroupTeam, type MemberFields, type MemberIdType } from '@fairpass/domain/groups';
import { getGroups } from '@fairpass/sdk/groups';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { GROUP_KEYS } from '../groups.queries';

type MemberValues = {
  readonly name: string;
  readonly phone: string;
  readonly idType: string;
  readonly idNumber: string;
  readonly teamId: string;
};

const valuesOf = (member: GroupMember | undefined, teams: readonly GroupTeam[]): MemberValues => ({
  name: member?.name ?? '',
  phone: member?.phone ?? '',
  idType: member?.idType ?? 'idCard',
  idNumber: member?.idNumber ?? '',
  teamId: member?.teamId ?? (teams.length === 1 ? (teams[0]?.teamId ?? '') : ''),
});

export interface MemberFormProps {
  readonly teams: readonly GroupTeam[];
  /** The member being edited; absent: a new one. */
  readonly member?: GroupMember;
  readonly headingId: string;
  /** After a save, with the sentence to announce. */
  readonly onDone: (message: string) => void;
}

export function MemberForm({ teams, member, headingId, onDone }: MemberFormProps) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const intent = member ? `groups.updateMember.${member.memberId}` : 'groups.addMember';
  const form = useForm<MemberValues, GroupMember>({
    initial: () => valuesOf(member, teams),
    validate: (values) => validateInput(GroupMemberInput, values),
    send: async (values, signal) => {
      const fields: MemberFields = { ...values, idType: values.idType as MemberIdType };
      const options = { idempotencyKey: writeKeyFor(intent, fields), signal };
      const groups = getGroups(client);
      return settleWriteKey(intent, await (member ? groups.updateMember.execute({ ...fields, memberId: member.memberId }, options) : groups.addMember.execute(fields, options)));
    },
    onSuccess: async (saved) => {
      form.reset(valuesOf(undefined, teams));
      await queries.invalidateQueries({ queryKey: GROUP_KEYS.all });
      const key = !member ? 'memberForm.added' : member.reviewState === 'rejected' ? 'memberForm.resubmitted' : 'memberForm.updated';
      onDone(t(key, { name: saved.name }));
    },
    invalidAlert: t('memberForm.fix'),
    // A draft per member (or for the next new one), so nothing typed is lost on a reload.
    draft: { key: `groups.member.${userId}.${member?.memberId ?? 'new'}` },
    // The document number's message names the document chosen (resident ID, passport, permits).
    errorParams: (field): Readonly<Record<string, string>> | undefined => (field === 'idNumber' ? { context: form.values.idType } : undefined),
  });
  const idTypes = MEMBER_ID_TYPES.map((type) => ({ value: type, label: t(`idType.${type}`) }));
  const teamChoices = teams.map((team) => ({ value: team.teamId, label: team.name }));
  return (
    <Form form={form} labelledBy={headingId}>
      <TextField form={form} name="name" id="fp-gp-member-name" label={t('memberForm.name')} mandatory autoComplete="off" />
      <TextField form={form} name="phone" id="fp-gp-member-phone" label={t('memberForm.phone')} mandatory type="tel" inputMode="tel" autoComplete="off" />
      <RadioField form={form} name="idType" id="fp-gp-member-id-type" label={t('memberForm.idType')} options={idTypes} vertical />
      <TextField form={form} name="idNumber" id="fp-gp-member-id-number" label={t('memberForm.idNumber')} mandatory autoComplete="off" autoCapitalize="characters" />
      <RadioField form={form} name="teamId" id="fp-gp-member-team" label={t('memberForm.team')} options={teamChoices} vertical />
      <FormAlert message={form.alert} />
      <SubmitButton
        pending={form.pending}
        label={t(member ? 'memberForm.save' : 'memberForm.add')}
        pendingLabel={t(member ? 'memberForm.saving' : 'memberForm.adding')}
      />
    </Form>
  );
}
