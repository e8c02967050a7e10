// /personnel: everyone on the company's passes across types (a company of 200+ is read 20 at a time,
// "load more"), filtered by pass type and state and searched by part of a name, mobile or ID (all kept in
// the address — `type`, `state`, `q` — so Back restores them); each
// with the pass type, state, masked mobile and ID, removing a pass not issued yet and reporting an issued one lost;
// below the list, buying extra passes beyond the quota (extra-passes-form.tsx).
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { PASS_STATES, type PassState } from '@fairpass/domain/exhibitor-people';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { SearchForm } from '../../../ui/search-form';
import { combineReads } from '../../../ui/server-state/combine-reads';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useQueryParam } from '../../../ui/use-query-param';
import { passTypesQuery, personnelQuery } from '../exhibitor-people.queries';
import { usePassName } from '../pass-labels';
import { HolderRow } from '../passes/holder-row';
import { PeopleNav } from '../people-nav';
import { ExtraPassesForm } from './extra-passes-form';
import '../../../ui/form/form.css';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(PersonnelScreen);

const HEADING_ID = 'fp-ep-personnel-heading';

/** What the list shows: the address's filters (an unknown state in the address is no filter). */
export interface PersonnelFilter {
  readonly keyword: string;
  readonly type: string;
  readonly state: PassState | '';
}

const isPassState = (value: string): value is PassState => (PASS_STATES as readonly string[]).includes(value);

function usePersonnelFilter(): PersonnelFilter {
  const keyword = useQueryParam('q') ?? '';
  const type = useQueryParam('type') ?? '';
  const state = useQueryParam('state') ?? '';
  return { keyword, type, state: isPassState(state) ? state : '' };
}

const addressOf = ({ keyword, type, state }: PersonnelFilter): string =>
  hrefOf('/personnel', undefined, { ...(type ? { type } : {}), ...(state ? { state } : {}), ...(keyword ? { q: keyword } : {}) });

function PersonnelScreen() {
  const { t } = useTranslation('exhibitor-people');
  const [, navigate] = useLocation();
  const filter = usePersonnelFilter();
  const [notice, setNotice] = useState<string | null>(null);
  // Each change is an entry of its own, so Back walks back through the filters.
  const show = (next: Partial<PersonnelFilter>) => navigate(addressOf({ ...filter, ...next }));
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/user-center" />
      <h1 id={HEADING_ID} className="fp-heading">{t('personnel.heading')}</h1>
      <Filters filter={filter} onChange={show} />
      <Search key={filter.keyword} initial={filter.keyword} onSearch={(words) => show({ keyword: words })} />
      <FormStatus message={notice} />
      <People filter={filter} onDone={setNotice} />
      <ExtraPasses />
      <PeopleNav />
    </Page>
  );
}

const EXTRA_HEADING_ID = 'fp-ep-personnel-extra';

function ExtraPasses() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const passes = useQuery(passTypesQuery(client));
  return (
    <section aria-labelledby={EXTRA_HEADING_ID}>
      <h2 id={EXTRA_HEADING_ID} className="fp-subheading">
        {t('extra.heading')}
      </h2>
      <QueryView query={passes} heading={t('extra.heading')} headingId={EXTRA_HEADING_ID}>
        {(data) => <ExtraPassesForm types={data.types} headingId={EXTRA_HEADING_ID} />}
      </QueryView>
    </section>
  );
}

function Filters({ filter, onChange }: { readonly filter: PersonnelFilter; readonly onChange: (next: Partial<PersonnelFilter>) => void }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const passes = useQuery(passTypesQuery(client));
  const nameOf = usePassName();
  return (
    <div>
      <div className="fp-field">
        <label htmlFor="fp-ep-personnel-type" className="fp-field__label">
          {t('personnel.typeFilter')}
        </label>
        <select id="fp-ep-personnel-type" className="fp-select" value={filter.type} onChange={(event) => onChange({ type: event.target.value })}>
          <option value="">{t('personnel.anyType')}</option>
          {(passes.data?.types ?? []).map((pass) => (
            <option key={pass.type} value={pass.type}>
              {nameOf(pass)}
            </option>
          ))}
          {filter.type !== '' && passes.data && !passes.data.types.some((pass) => pass.type === filter.type) && <option value={filter.type}>{filter.type}</option>}
        </select>
      </div>
      <div className="fp-field">
        <label htmlFor="fp-ep-personnel-state" className="fp-field__label">
          {t('personnel.stateFilter')}
        </label>
        <select id="fp-ep-personnel-state" className="fp-select" value={filter.state} onChange={(event) => onChange({ state: isPassState(event.target.value) ? event.target.value : '' })}>
          <option value="">{t('personnel.anyState')}</option>
          {PASS_STATES.map((state) => (
            <option key={state} value={state}>
              {t(`state.${state}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

function Search({ initial, onSearch }: { readonly initial: string; readonly onSearch: (words: string) => void }) {
  const { t } = useTranslation('exhibitor-people');
  return <SearchForm id="fp-ep-personnel-search" label={t('personnel.search')} goLabel={t('personnel.searchGo')} initial={initial} onSearch={onSearch} />;
}

function People({ filter, onDone }: { readonly filter: PersonnelFilter; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const people = useInfiniteQuery(personnelQuery(client, filter));
  const { keyword } = filter;
  const filtered = filter.type !== '' || filter.state !== '';
  const reads = combineReads(useQuery(passTypesQuery(client)), people);
  const nameOf = usePassName();
  const listId = `${HEADING_ID}-list`;
  return (
    <QueryView query={reads} heading={t('personnel.heading')} headingId={listId}>
      {([passes, data]) => {
        const typeName = (type: string): string => {
          const pass = passes.types.find((p) => p.type === type);
          return pass ? nameOf(pass) : type;
        };
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        return (
          <>
            <h2 id={listId} className="fp-subheading">{t(keyword ? 'personnel.found' : filtered ? 'personnel.filtered' : 'personnel.count', { total, keyword })}</h2>
            {list.length === 0 && <p className="fp-note">{t('personnel.none')}</p>}
            <ul className="fp-list" aria-labelledby={listId}>
              {list.map((holder) => (
                <HolderRow key={holder.id} holder={holder} onDone={onDone} typeName={typeName(holder.credentialType)} />
              ))}
            </ul>
            {people.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={people.isFetchingNextPage} loadingText={t('holders.loading')} onClick={() => void people.fetchNextPage()}>
                  {t('holders.more')}
                </Button>
                <span>{t('holders.shown', { shown: list.length, total })}</span>
              </div>
            )}
          </>
        );
      }}
    </QueryView>
  );
}
