// /teamRegistration-form: one member of the team, added or edited (`?member=<key>`) on the phone. The
// exhibition's personal-info fields and the mobile twice, with the domain's rules, and the same person
// twice in the team refused before anything is sent. Saving keeps the member among the waiting ones
// and goes back to the team; the values typed survive a reload (the form's draft).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf, ok, type FieldErrors, type FormField } from '@fairpass/domain';
import { duplicatePersonErrors, type PersonEntry, type Team } from '@fairpass/domain/delegates';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useQueryParam } from '../../../ui/use-query-param';
import { teamQuery } from '../delegates.queries';
import { PersonFields } from '../person/person-fields';
import { personErrorsOf, warmPersonRules } from '../person/person-rules.loader';
import { initialPersonValues, personEntryOf, personFieldViews, personFormOf, type PersonValues } from '../person/person-values';
import { usePersonFormConfig, type Dictionaries } from '../person/use-person-form-config';
import { newMemberKey, useTeamOwner, useWaitingMembers, withMember } from './waiting-members';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(TeamMemberFormScreen);

const HEADING_ID = 'fp-dg-member-heading';

function TeamMemberFormScreen() {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const config = usePersonFormConfig();
  const team = useQuery(teamQuery(client));
  return (
    <QueryView query={combineReads(config, team)} heading={t('member.heading')} headingId={HEADING_ID}>
      {([{ fields, dictionaries }, data]) => <MemberForm fields={fields} dictionaries={dictionaries} team={data} />}
    </QueryView>
  );
}

interface MemberFormProps {
  readonly fields: readonly FormField[];
  readonly dictionaries: Dictionaries;
  readonly team: Team | null;
}

function MemberForm({ fields, dictionaries, team }: MemberFormProps) {
  const { t } = useTranslation('delegates');
  const [language] = useLanguage();
  const [, navigate] = useLocation();
  const owner = useTeamOwner();
  const [waiting, setWaiting] = useWaitingMembers(owner);
  const editing = useQueryParam('member');
  const existing = waiting.find((member) => member.key === editing);
  const key = useMemo(() => existing?.key ?? newMemberKey(), [existing]);
  const views = useMemo(() => personFieldViews(fields, language), [fields, language]);
  // The team's people this member must not repeat: those registered and the other waiting ones.
  const others: PersonEntry[] = [...(team?.members ?? []).map(({ phone, values }) => ({ phone, values })), ...waiting.filter((member) => member.key !== key)];

  const form = useForm<PersonValues, PersonEntry>({
    initial: () => initialPersonValues(fields, existing),
    validate: (values) => {
      // The form's rules first; only a member that passes them is compared with the rest of the team.
      const orDuplicate = (errors: FieldErrors) => (Object.keys(errors).length > 0 ? errors : duplicatePersonErrors(personEntryOf(fields, values), others));
      const found = personErrorsOf(fields, personFormOf(fields, values));
      return found instanceof Promise ? found.then(orDuplicate) : orDuplicate(found);
    },
    send: (values) => Promise.resolve(ok(personEntryOf(fields, values))),
    onSuccess: (entry) => {
      setWaiting(withMember(waiting, { key, ...entry }));
      navigate(hrefOf('/teamRegistration'));
    },
    invalidAlert: t('form.fix'),
    draft: { key: `delegates.member.${owner}.${editing ?? 'new'}` },
    errorParams: (prop) => {
      const max = views.find((view) => view.prop === prop)?.maxLength;
      return max === undefined ? undefined : { context: 'limit', max: String(max) };
    },
  });

  useEffect(() => warmPersonRules(), []);

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/teamRegistration" />
      <h1 id={HEADING_ID} className="fp-heading">{existing ? t('member.editHeading') : t('member.heading')}</h1>
      <p className="fp-note">{t('member.intro')}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        <PersonFields form={form} views={views} dictionaries={dictionaries} idPrefix="fp-dg-member" />
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={existing ? t('member.save') : t('member.add')} />
      </Form>
    </Page>
  );
}
