// /others-registration-card-form/{type}: one person of a group, or a colleague from work, registered with
// a business-card style form — name, mobile twice, company (a colleague's is the visitor's own to start
// with), department for a colleague, job title and e-mail. The domain's rules; sent once
// (Idempotency-Key); someone the exhibition knows already gets spec §8's message with nothing typed
// lost; once registered, the person's page.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { businessCardEntry, CARD_FIELDS, CARD_LIMITS, type BusinessCardForm, type DelegatePerson, type OthersType } from '@fairpass/domain/delegates';
import { getDelegates } from '@fairpass/sdk/delegates';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { DelegatesNav } from '../delegates-nav';
import { cardErrorsOf, warmPersonRules } from '../person/person-rules.loader';
import { DELEGATES_KEYS } from '../delegates.queries';
import { UnknownType } from './unknown-type';
import { useOthersType } from './use-others-type';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(CardFormScreen);

const HEADING_ID = 'fp-dg-card-heading';

function CardFormScreen() {
  const type = useOthersType();
  return type ? <CardForm key={type} type={type} /> : <UnknownType />;
}

type CardField = keyof BusinessCardForm;
/** The card as the form holds it (a plain record, as the form layer keeps values). */
type CardValues = { readonly [K in CardField]: string };

const INPUTS: Readonly<Record<CardField, { readonly type?: string; readonly inputMode?: 'numeric' | 'email'; readonly autoComplete: string; readonly maxLength?: number }>> = {
  name: { autoComplete: 'off', maxLength: CARD_LIMITS.name },
  phone: { type: 'tel', inputMode: 'numeric', autoComplete: 'off', maxLength: 11 },
  confirmPhone: { type: 'tel', inputMode: 'numeric', autoComplete: 'off', maxLength: 11 },
  company: { autoComplete: 'off', maxLength: CARD_LIMITS.company },
  department: { autoComplete: 'off', maxLength: CARD_LIMITS.department },
  jobTitle: { autoComplete: 'off', maxLength: CARD_LIMITS.jobTitle },
  email: { type: 'email', inputMode: 'email', autoComplete: 'off', maxLength: CARD_LIMITS.email },
};

const OPTIONAL: ReadonlySet<CardField> = new Set(['jobTitle', 'email']);

function CardForm({ type }: { readonly type: OthersType }) {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const queries = useQueryClient();
  const [, navigate] = useLocation();
  const userId = useSession((s) => s.user?.userId ?? '');
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const ownCompany = useSession((s) => s.user?.company ?? '');
  const intent = `delegates.card.${type}.${exhibitionId}.${userId}`;

  const form = useForm<CardValues, DelegatePerson>({
    initial: { name: '', phone: '', confirmPhone: '', company: type === 'work' ? ownCompany : '', jobTitle: '', email: '', department: '' },
    validate: (values) => cardErrorsOf(type, values),
    send: (values, signal) => {
      const request = { channel: type, person: businessCardEntry(type, values) };
      return getDelegates(client).registerDelegate.execute(request, { idempotencyKey: writeKeyFor(intent, request), signal }).then((sent) => settleWriteKey(intent, sent));
    },
    onSuccess: async (person) => {
      await queries.invalidateQueries({ queryKey: DELEGATES_KEYS.all });
      navigate(hrefOf('/others-registration-info-detail/:type', { type }, { id: person.id }));
    },
    invalidAlert: t('form.fix'),
    draft: { key: intent },
    errorParams: (field) => (field in CARD_LIMITS ? { context: 'limit', max: String(CARD_LIMITS[field as keyof typeof CARD_LIMITS]) } : undefined),
  });

  useEffect(() => warmPersonRules(), []);

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/user-center" />
      <h1 id={HEADING_ID} className="fp-heading">{t(`others.${type}.cardHeading`)}</h1>
      <p className="fp-note">{t(`others.${type}.cardIntro`)}</p>
      <Form form={form} labelledBy={HEADING_ID} className="fp-form fp-dg-card">
        {CARD_FIELDS[type].map((field) => (
          <TextField key={field} form={form} name={field} id={`fp-dg-card-${field}`} label={t(`card.${field}`)} mandatory={!OPTIONAL.has(field)} {...INPUTS[field]} />
        ))}
        <FormAlert message={form.alert} />
        <SubmitButton pending={form.pending} label={t(`others.${type}.submit`)} pendingLabel={t('card.submitting')} />
      </Form>
      <DelegatesNav current={type} />
    </Page>
  );
}
