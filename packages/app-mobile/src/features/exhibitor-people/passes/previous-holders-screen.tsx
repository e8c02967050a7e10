// /document-manage-previous-list/:type: who held this pass type at the previous edition (旧证复用): tick
// several and apply for them again in one submission, with the same window, quota and ID checks; a
// person who holds one again already cannot be ticked, and a refusal names the person it is about.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import type { PassType, PreviousHolder } from '@fairpass/domain/exhibitor-people';
import { getExhibitorPeople } from '@fairpass/sdk/exhibitor-people';
import { BackButton } from '../../../ui/back-button';
import { FormAlert } from '../../../ui/form/form-alert';
import { FormStatus } from '../../../ui/form/form-status';
import { SubmitButton } from '../../../ui/form/submit-button';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { PEOPLE_KEYS, passTypesQuery, previousQuery } from '../exhibitor-people.queries';
import { usePassName } from '../pass-labels';
import { PeopleNav } from '../people-nav';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(PreviousHoldersScreen);

const HEADING_ID = 'fp-ep-previous-heading';

function PreviousHoldersScreen() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const { type = '' } = useParams<{ type: string }>();
  const passes = useQuery(passTypesQuery(client));
  const nameOf = usePassName();
  return (
    <QueryView query={passes} heading={t('title.previous')} headingId={HEADING_ID}>
      {(value) => {
        const pass = value.types.find((p) => p.type === type);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/exhibitorSelfService/documentManagement/list" />
            <h1 id={HEADING_ID} className="fp-heading">{pass ? t('previous.heading', { name: nameOf(pass) }) : t('holders.unknownType')}</h1>
            {pass && <Previous pass={pass} />}
            <PeopleNav />
          </Page>
        );
      }}
    </QueryView>
  );
}

function Previous({ pass }: { readonly pass: PassType }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const previous = useQuery(previousQuery(client, pass.type));
  const listId = `${HEADING_ID}-list`;
  return (
    <>
      <p className="fp-note">{t('previous.intro')}</p>
      <p className="fp-note">{t('passes.usage', { used: pass.used, quota: pass.quota, left: pass.left })}</p>
      <QueryView query={previous} heading={t('title.previous')} headingId={listId}>
        {(people) => (people.length === 0 ? <p className="fp-note">{t('previous.empty')}</p> : <ReuseForm pass={pass} people={people} />)}
      </QueryView>
      <Link href={hrefOf('/document-manage-info-detail/:type', { type: pass.type })} className="fp-link">
        {t('passes.manage')}
      </Link>
    </>
  );
}

function ReuseForm({ pass, people }: { readonly pass: PassType; readonly people: readonly PreviousHolder[] }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const intent = `exhibitorPeople.reuse.${pass.type}`;
  const { submit, pending } = useDebouncedSubmit(async () => {
    setAlert(null);
    setStatus(null);
    if (chosen.length === 0) {
      setAlert(t('previous.chooseFirst'));
      return;
    }
    // in the order of the list, so a refusal's index names the right person
    const ids = people.filter((p) => chosen.includes(p.id)).map((p) => p.id);
    const request = { credentialType: pass.type, ids };
    const sent = settleWriteKey(intent, await getExhibitorPeople(client).reuseHolders.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) {
      const name = sent.error.params?.['name'];
      const message = failureMessage(sent.error);
      setAlert(name ? t('previous.duplicateOf', { name, message }) : message);
      return;
    }
    setChosen([]);
    setStatus(t('previous.sent', { count: sent.value.accepted, left: sent.value.left }));
    await queries.invalidateQueries({ queryKey: PEOPLE_KEYS.all });
  });
  return (
    <form
      noValidate
      aria-labelledby={HEADING_ID}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ul className="fp-list">
        {people.map((person) => {
          const id = `fp-ep-previous-${person.id}`;
          return (
            <li key={person.id} className="fp-item">
              <div className="fp-item__head">
                <label htmlFor={id} className="fp-item__name">
                  <input
                    id={id}
                    type="checkbox"
                    disabled={person.reused}
                    checked={chosen.includes(person.id)}
                    aria-label={t('previous.choose', { name: person.name })}
                    onChange={(event) => setChosen((now) => (event.target.checked ? [...now, person.id] : now.filter((x) => x !== person.id)))}
                  />{' '}
                  {person.name}
                </label>
                {person.reused && <span className="fp-badge">{t('previous.reused')}</span>}
              </div>
              <ul className="fp-item__facts">
                <li>{t('holders.phone', { phone: person.phone })}</li>
                <li>{t('holders.id', { type: t(`idType.${person.idType}`), number: person.idNumber })}</li>
              </ul>
            </li>
          );
        })}
      </ul>
      <FormAlert message={alert} />
      <FormStatus message={status} />
      <SubmitButton pending={pending} label={t('previous.submit')} pendingLabel={t('previous.submitting')} />
    </form>
  );
}
