// /exhibitorSelfService/visaInfo: visa invitation letters for the company's foreign staff — each letter's
// state (submitted, under review, issued, refused with the reason), the issued letter's PDF in the shared
// viewer, and the request form: the passport name in capitals, the passport valid 6 months after
// departure (refused naming the date it must reach), the dates around the show, the nationality chosen
// from the country dictionary (nationality-field.tsx; the code is sent, the letters name the country in
// the page's language), none for mainland nationality. Each letter shows where it stands as a timeline
// (visa-timeline.tsx) and, once issued, its no-token verification page (what the QR code on the
// bilingual PDF opens). Nothing typed is lost (a draft over a reload); each request goes once
// (Idempotency-Key).
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictionaryItem, FieldErrors } from '@fairpass/domain';
import { emptyVisaForm, passportNameOf, visaProblems, type VisaField, type VisaForm, type VisaLetter, type VisaLetters } from '@fairpass/domain/exhibitor-letters';
import { getExhibitorLetters } from '@fairpass/sdk/exhibitor-letters';
import { BackButton } from '../../../ui/back-button';
import { Form } from '../../../ui/form/form';
import { FormAlert } from '../../../ui/form/form-alert';
import { RadioField } from '../../../ui/form/radio-field';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useForm } from '../../../ui/form/use-form';
import { Page } from '../../../ui/page';
import { PdfViewer } from '../../../ui/pdf-viewer';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useLanguage } from '../../../ui/use-language';
import { useSession } from '../../../ui/use-session';
import { useShell } from '../../../ui/shell-context';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { LETTERS_KEYS, visasQuery } from '../exhibitor-letters.queries';
import { LettersNav } from '../letters-nav';
import { dictionaryNameOf } from '../../../ui/form/dictionary-choices';
import { countriesQuery } from './countries.query';
import { NationalityField } from './nationality-field';
import { VisaTimeline } from './visa-timeline';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(VisaScreen);

const HEADING_ID = 'fp-el-visa-heading';

function VisaScreen() {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const [language] = useLanguage();
  const letters = useQuery(visasQuery(client));
  // Read apart from the letters: a country list that does not load leaves the page and the form as they are.
  const countries = useQuery(countriesQuery(client, language));
  const [status, setStatus] = useState('');
  return (
    <QueryView query={letters} heading={t('visa.heading')} headingId={HEADING_ID}>
      {(value) => (
        <Page labelledBy={HEADING_ID}>
          <BackButton fallback="/user-center" />
          <h1 id={HEADING_ID} className="fp-heading">{t('visa.heading')}</h1>
          <p className="fp-note">{t('visa.intro', { firstDay: value.firstDay, lastDay: value.lastDay })}</p>
          <p role="status" className="fp-note">{status}</p>
          <LetterList letters={value} countries={countries.data} />
          <h2 id="fp-el-visa-form-heading" className="fp-subheading">{t('visa.formHeading')}</h2>
          <VisaRequestForm show={value} countries={countries} onDone={setStatus} />
          <LettersNav current="/exhibitorSelfService/visaInfo" />
        </Page>
      )}
    </QueryView>
  );
}

type Countries = readonly DictionaryItem[] | undefined;

function LetterList({ letters, countries }: { readonly letters: VisaLetters; readonly countries: Countries }) {
  const { t } = useTranslation('exhibitor-letters');
  const [opened, setOpened] = useState('');
  if (letters.letters.length === 0) return <p className="fp-note">{t('visa.none')}</p>;
  return (
    <ul className="fp-list" aria-label={t('visa.listLabel')}>
      {letters.letters.map((letter) => (
        <LetterCard key={letter.id} letter={letter} nationality={dictionaryNameOf(letter.nationality, countries)} opened={opened === letter.id} onOpen={() => setOpened(opened === letter.id ? '' : letter.id)} />
      ))}
    </ul>
  );
}

interface LetterCardProps {
  readonly letter: VisaLetter;
  /** The country's name in the page's language (the code until the country list is in). */
  readonly nationality: string;
  readonly opened: boolean;
  readonly onOpen: () => void;
}

function LetterCard({ letter, nationality, opened, onOpen }: LetterCardProps) {
  const { t } = useTranslation('exhibitor-letters');
  const on = letter.state === 'issued';
  return (
    <li className="fp-item">
      <div className="fp-item__head">
        <h3 className="fp-item__name" lang="en">{letter.passportName}</h3>
        <span className={on ? 'fp-badge fp-badge--on' : 'fp-badge fp-badge--off'}>{t(`visaState.${letter.state}`)}</span>
      </div>
      <ul className="fp-item__facts">
        <li>{t('visa.passport', { number: letter.passportNo, nationality, expiry: letter.passportExpiry })}</li>
        <li>{t('visa.stay', { arrival: letter.arrival, departure: letter.departure, city: letter.consulateCity })}</li>
        <li>{t('visa.submitted', { at: letter.submittedAt.slice(0, 16), number: letter.number })}</li>
        {letter.state === 'rejected' && letter.rejectReason ? <li>{t('visa.reason', { reason: letter.rejectReason })}</li> : null}
      </ul>
      <VisaTimeline letter={letter} />
      {on && letter.pdfUrl ? (
        <>
          <div className="fp-links">
            <button type="button" className="fp-link" aria-expanded={opened} onClick={onOpen}>
              {t(opened ? 'visa.closeLetter' : 'visa.openLetter', { name: letter.passportName })}
            </button>
            <a className="fp-link" href={letter.pdfUrl} target="_blank" rel="noopener noreferrer">
              {t('visa.download', { number: letter.number })}
            </a>
            {letter.verifyUrl ? (
              <a className="fp-link" href={letter.verifyUrl} target="_blank" rel="noopener noreferrer">
                {t('visa.verify')}
              </a>
            ) : null}
          </div>
          {opened ? <PdfViewer url={letter.pdfUrl} title={t('visa.letterTitle', { name: letter.passportName })} /> : null}
        </>
      ) : null}
    </li>
  );
}

interface VisaRequestFormProps {
  readonly show: VisaLetters;
  readonly countries: UseQueryResult<readonly DictionaryItem[]>;
  readonly onDone: (message: string) => void;
}

function VisaRequestForm({ show, countries, onDone }: VisaRequestFormProps) {
  const { t } = useTranslation('exhibitor-letters');
  const { client } = useShell();
  const queries = useQueryClient();
  const userId = useSession((s) => s.user?.userId ?? '');
  const intent = 'exhibitorLetters.applyVisa';
  const form = useForm<VisaForm, VisaLetter>({
    initial: emptyVisaForm,
    validate: (values) => Object.fromEntries(Object.entries(visaProblems(values, show)).map(([field, problem]) => [field, [problem.code]])) as FieldErrors,
    errorParams: (field): Readonly<Record<string, string>> | undefined => {
      const problem = visaProblems(form.values as VisaForm, show)[field as VisaField];
      return problem && 'params' in problem ? problem.params : undefined;
    },
    send: async (values, signal) =>
      settleWriteKey(intent, await getExhibitorLetters(client).applyVisaLetter.execute(values, { idempotencyKey: writeKeyFor(intent, values), signal })),
    onSuccess: async (sent) => {
      form.reset(emptyVisaForm());
      await queries.invalidateQueries({ queryKey: LETTERS_KEYS.visas });
      onDone(t('visa.sent', { name: sent.passportName }));
    },
    invalidAlert: t('visa.fix'),
    draft: { key: `exhibitorLetters.visa.${userId}` },
  });
  const name = form.values.passportName.trim();
  return (
    <Form form={form} labelledBy="fp-el-visa-form-heading">
      <TextField form={form} name="passportName" id="fp-el-visa-name" label={t('visa.passportName')} mandatory autoComplete="off" autoCapitalize="characters" lang="en" />
      {name ? <p className="fp-note">{t('visa.printsAs', { name: passportNameOf(name) })}</p> : null}
      <TextField form={form} name="passportNo" id="fp-el-visa-number" label={t('visa.passportNo')} mandatory autoComplete="off" autoCapitalize="characters" />
      <NationalityField form={form} countries={countries} />
      <RadioField form={form} name="gender" id="fp-el-visa-gender" label={t('visa.gender')} options={[{ value: 'female', label: t('visa.female') }, { value: 'male', label: t('visa.male') }]} />
      <TextField form={form} name="birthDate" id="fp-el-visa-birth" label={t('visa.birthDate')} mandatory type="date" />
      <TextField form={form} name="passportExpiry" id="fp-el-visa-expiry" label={t('visa.passportExpiry')} mandatory type="date" />
      <TextField form={form} name="arrival" id="fp-el-visa-arrival" label={t('visa.arrival')} mandatory type="date" />
      <TextField form={form} name="departure" id="fp-el-visa-departure" label={t('visa.departure')} mandatory type="date" />
      <TextField form={form} name="jobTitle" id="fp-el-visa-job" label={t('visa.jobTitle')} mandatory autoComplete="organization-title" />
      <TextField form={form} name="consulateCity" id="fp-el-visa-city" label={t('visa.consulateCity')} mandatory autoComplete="off" />
      <FormAlert message={form.alert} />
      <SubmitButton pending={form.pending} label={t('visa.submit')} pendingLabel={t('visa.submitting')} />
    </Form>
  );
}
