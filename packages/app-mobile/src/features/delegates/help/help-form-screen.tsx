// /helpRegistration-form: registering one person on their behalf with the exhibition's personal-info
// fields and their mobile twice. Sent once (Idempotency-Key); someone the exhibition knows already gets
// spec §8's message in the page's language, nothing typed lost. After a registration the form is empty
// for the next person and says who was registered.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, type FormField } from '@fairpass/domain';
import { type DelegatePerson } from '@fairpass/domain/delegates';
import { getDelegates } from '@fairpass/sdk/delegates';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { DELEGATES_KEYS } from '../delegates.queries';
import { PersonFields } from '../person/person-fields';
import { personErrorsOf, warmPersonRules } from '../person/person-rules.loader';
import { initialPersonValues, personEntryOf, personFieldViews, personFormOf, type PersonValues } from '../person/person-values';
import { usePersonFormConfig, type Dictionaries } from '../person/use-person-form-config';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(HelpFormScreen);

const HEADING_ID = 'fp-dg-help-form-heading';

function HelpFormScreen() {
  const { t } = useTranslation('delegates');
  const config = usePersonFormConfig();
  return (
    <QueryView query={config} heading={t('helpForm.heading')} headingId={HEADING_ID}>
      {({ fields, dictionaries }) => <HelpForm fields={fields} dictionaries={dictionaries} />}
    </QueryView>
  );
}

function HelpForm({ fields, dictionaries }: { readonly fields: readonly FormField[]; readonly dictionaries: Dictionaries }) {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const queries = useQueryClient();
  const [language] = useLanguage();
  const userId = useSession((s) => s.user?.userId ?? '');
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const [registered, setRegistered] = useState<string | null>(null);
  const views = useMemo(() => personFieldViews(fields, language), [fields, language]);
  const intent = `delegates.help.${exhibitionId}.${userId}`;

  const form = useForm<PersonValues, DelegatePerson>({
    initial: () => initialPersonValues(fields),
    validate: (values) => personErrorsOf(fields, personFormOf(fields, values)),
    send: (values, signal) => {
      setRegistered(null);
      const request = { channel: 'help' as const, person: personEntryOf(fields, values) };
      return getDelegates(client).registerDelegate.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (person) => {
      form.reset();
      setRegistered(t('helpForm.registered', { name: person.name }));
      await queries.invalidateQueries({ queryKey: DELEGATES_KEYS.all });
    },
    invalidAlert: t('form.fix'),
    draft: { key: `delegates.help.${exhibitionId}.${userId}` },
    errorParams: (prop) => {
      const max = views.find((view) => view.prop === prop)?.maxLength;
      return max === undefined ? undefined : { context: 'limit', max: String(max) };
    },
  });

  useEffect(() => warmPersonRules(), []);

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/helpRegistration" />
      <h1 id={HEADING_ID} className="fp-heading">{t('helpForm.heading')}</h1>
      <p className="fp-note">{t('helpForm.intro')}</p>
      <Form form={form} labelledBy={HEADING_ID}>
        <PersonFields form={form} views={views} dictionaries={dictionaries} idPrefix="fp-dg-help" />
        <FormAlert message={form.alert} />
        <FormStatus message={registered} />
        <SubmitButton pending={form.pending} label={t('helpForm.submit')} pendingLabel={t('helpForm.submitting')} />
      </Form>
      <nav className="fp-links" aria-label={t('nav.label')}>
        <Link href={hrefOf('/helpRegistration')} className="fp-link">
          {t('helpForm.toList')}
        </Link>
      </nav>
    </Page>
  );
}
