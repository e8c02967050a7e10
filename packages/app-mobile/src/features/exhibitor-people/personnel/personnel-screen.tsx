// /personnel: everyone on the company's passes across types (a company of 200+ is read 20 at a time,
// "load more"), searched by part of a name, mobile or ID (kept in the address, so back keeps it); each
// with the pass type, state, masked mobile and ID, removing a pass not issued yet and reporting an issued one lost;
// below the list, buying extra passes beyond the quota (extra-passes-form.tsx).
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
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
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(PersonnelScreen);

const HEADING_ID = 'fp-ep-personnel-heading';

function PersonnelScreen() {
  const { t } = useTranslation('exhibitor-people');
  const [, navigate] = useLocation();
  const keyword = useQueryParam('q') ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/user-center" />
      <h1 id={HEADING_ID} className="fp-heading">{t('personnel.heading')}</h1>
      <Search key={keyword} initial={keyword} onSearch={(words) => navigate(hrefOf('/personnel', undefined, words ? { q: words } : {}), { replace: true })} />
      <FormStatus message={notice} />
      <People keyword={keyword} onDone={setNotice} />
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

function Search({ initial, onSearch }: { readonly initial: string; readonly onSearch: (words: string) => void }) {
  const { t } = useTranslation('exhibitor-people');
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label htmlFor="fp-ep-personnel-search" className="fp-field__label">
        {t('personnel.search')}
      </label>
      <input id="fp-ep-personnel-search" className="fp-input" type="search" enterKeyHint="search" value={words} maxLength={30} onChange={(event) => setWords(event.target.value)} />
      <Button block fill="outline" type="submit">
        {t('personnel.searchGo')}
      </Button>
    </form>
  );
}

function People({ keyword, onDone }: { readonly keyword: string; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const people = useInfiniteQuery(personnelQuery(client, keyword));
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
            <h2 id={listId} className="fp-subheading">{t(keyword ? 'personnel.found' : 'personnel.count', { total, keyword })}</h2>
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
