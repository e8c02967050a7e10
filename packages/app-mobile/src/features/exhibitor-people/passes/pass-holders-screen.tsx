// /document-manage-info-detail/:type: one pass type of the company — how many are used and left, the
// window, the add form (closed types and a full quota say so first), and the holders 20 at a time with
// their state; a pass not issued yet can be removed. Staff from a spreadsheet: a panel loaded on opening
// (staff-import.tsx).
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { isWindowOpen, passesLeft, type PassType } from '@fairpass/domain/exhibitor-people';
import { BackButton } from '../../../ui/back-button';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { holdersQuery, passTypesQuery } from '../exhibitor-people.queries';
import { usePassName } from '../pass-labels';
import { PeopleNav } from '../people-nav';
import { HolderFormView } from './holder-form';
import { HolderRow } from './holder-row';
import { LoadingScreen } from '../../../ui/loading-screen';

const StaffImport = lazy(() => import('./staff-import'));
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';

export default withServerState(PassHoldersScreen);

const HEADING_ID = 'fp-ep-holders-heading';
const FORM_HEADING_ID = 'fp-ep-holder-form-heading';

function PassHoldersScreen() {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const { type = '' } = useParams<{ type: string }>();
  const passes = useQuery(passTypesQuery(client));
  const nameOf = usePassName();
  return (
    <QueryView query={passes} heading={t('title.holders')} headingId={HEADING_ID}>
      {(value) => {
        const pass = value.types.find((p) => p.type === type);
        return (
          <Page labelledBy={HEADING_ID}>
            <BackButton fallback="/exhibitorSelfService/documentManagement/list" />
            <h1 id={HEADING_ID} className="fp-heading">{pass ? t('holders.heading', { name: nameOf(pass) }) : t('holders.unknownType')}</h1>
            {pass ? <PassHolders pass={pass} serverTime={value.serverTime} /> : null}
            <PeopleNav />
          </Page>
        );
      }}
    </QueryView>
  );
}

function PassHolders({ pass, serverTime }: { readonly pass: PassType; readonly serverTime: string }) {
  const { t } = useTranslation('exhibitor-people');
  const [notice, setNotice] = useState<string | null>(null);
  const open = isWindowOpen(pass, serverTime);
  const left = passesLeft(pass);
  return (
    <>
      <ul className="fp-item__facts">
        <li>{t('passes.usage', { used: pass.used, quota: pass.quota, left })}</li>
        <li>{t('passes.window', { opensAt: pass.opensAt.slice(0, 16), closesAt: pass.closesAt.slice(0, 16) })}</li>
      </ul>
      {!open && <p className="fp-notice">{t('holders.closedNotice', { closesAt: pass.closesAt.slice(0, 16) })}</p>}
      {open && left === 0 && <p className="fp-notice">{t('holders.fullNotice', { quota: pass.quota })}</p>}
      <section aria-labelledby={FORM_HEADING_ID}>
        <h2 id={FORM_HEADING_ID} className="fp-subheading">{t('form.heading')}</h2>
        <p className="fp-note">{t('form.intro')}</p>
        <HolderFormView pass={pass} serverTime={serverTime} headingId={FORM_HEADING_ID} onDone={setNotice} />
      </section>
      <ImportPanel pass={pass} serverTime={serverTime} onDone={setNotice} />
      <FormStatus message={notice} />
      <Link href={hrefOf('/document-manage-previous-list/:type', { type: pass.type })} className="fp-link">
        {t('passes.previous')}
      </Link>
      <HolderList type={pass.type} onDone={setNotice} />
    </>
  );
}

const IMPORT_HEADING_ID = 'fp-ep-import-heading';

function ImportPanel({ pass, serverTime, onDone }: { readonly pass: PassType; readonly serverTime: string; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation('exhibitor-people');
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby={IMPORT_HEADING_ID}>
      <h2 id={IMPORT_HEADING_ID} className="fp-subheading">{t('sheet.heading')}</h2>
      <Button block fill="outline" aria-expanded={open} aria-controls="fp-ep-import-panel" onClick={() => setOpen((now) => !now)}>
        {open ? t('sheet.close') : t('sheet.open')}
      </Button>
      {open && (
        <div id="fp-ep-import-panel">
          <Suspense fallback={<LoadingScreen />}>
            <StaffImport
              pass={pass}
              serverTime={serverTime}
              onDone={(message) => {
                setOpen(false);
                onDone(message);
              }}
            />
          </Suspense>
        </div>
      )}
    </section>
  );
}

function HolderList({ type, onDone }: { readonly type: string; readonly onDone: (message: string) => void }) {
  const { t } = useTranslation('exhibitor-people');
  const { client } = useShell();
  const holders = useInfiniteQuery(holdersQuery(client, type));
  const listId = `${HEADING_ID}-list`;
  return (
    <QueryView query={holders} heading={t('title.holders')} headingId={listId}>
      {(data) => {
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        return (
          <>
            <h2 id={listId} className="fp-subheading">{t('holders.listHeading', { total })}</h2>
            {list.length === 0 && <p className="fp-note">{t('holders.empty')}</p>}
            <ul className="fp-list" aria-labelledby={listId}>
              {list.map((holder) => (
                <HolderRow key={holder.id} holder={holder} onDone={onDone} />
              ))}
            </ul>
            {holders.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" loading={holders.isFetchingNextPage} loadingText={t('holders.loading')} onClick={() => void holders.fetchNextPage()}>
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
