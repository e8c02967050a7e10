// /groupManagement/operateList: the members, newest first, 20 at a time (the next page read as the list
// is scrolled, or by "load more"), searched by name or mobile and narrowed by review state and team (all
// kept in the address, so back keeps them and the home's tiles and team rows open a narrowed list);
// members are chosen with tick boxes, all those shown at once, or every member the filter lists (issue
// 29), for the bulk move and remove (the leader's: a sub-account's list has no tick boxes). `?add=1` opens the form for a new member, `?edit=<memberId>` the
// form for one not approved yet; the list is exported as a CSV, and `?import=1` opens the import from a
// spreadsheet (issue 29).
import { Button } from '../../../ui/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { chooseMember, choosePage, isSelected, isNarrowed, NO_SELECTION, selectionSize, type GroupTeam, type MemberQuery, type MemberSelection } from '@fairpass/domain/groups';
import { FormStatus } from '../../../ui/form/form-status';
import { Page } from '../../../ui/page';
import { recordsOf } from '../../../ui/server-state/paging';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { GroupQueryView } from '../group-query-view';
import { GroupsNav } from '../groups-nav';
import { groupQuery, memberQuery, membersQuery } from '../groups.queries';
import { BULK_BAR_ID, BulkBar } from './bulk-bar';
import { memberListHref, queryOfSearch } from './list-address';
import { MemberFilters } from './member-filters';
import { MemberRow } from './member-row';
import { MemberSheetTools } from './member-sheet-tools';
import { SelectAll } from './select-all';
import { useMoreOnScroll } from './use-more-on-scroll';
import { useMayDoGroupTask } from '../use-group-task';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(MemberListScreen);

// The form (its rules, class-validator and the kit's radio buttons) loads when a member is added or
// edited: the list itself is opened far more often, and the route's first load stays under its cap.
const MemberForm = lazy(() => import('./member-form').then((module) => ({ default: module.MemberForm })));
// The spreadsheet import (issue 29) loads when its panel opens.
const MemberImport = lazy(() => import('./member-import'));

const HEADING_ID = 'fp-gp-members-heading';
const FORM_HEADING_ID = 'fp-gp-member-form-heading';
const IMPORT_HEADING_ID = 'fp-gp-import-heading';

function MemberListScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const group = useQuery(groupQuery(client));
  const params = new URLSearchParams(useSearch());
  const query = queryOfSearch(params);
  const editing = params.get('edit') ?? '';
  const adding = params.get('add') === '1';
  const importing = params.get('import') === '1';
  return (
    <GroupQueryView query={group} heading={t('title.members')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <h1 id={HEADING_ID} className="fp-heading">{t('members.heading')}</h1>
          {data ? (
            <Members teams={data.teams} query={query} editing={editing} adding={adding} importing={importing} />
          ) : (
            <Link href="/groupManagement/form" className="fp-button-link">
              {t('refused.setUp')}
            </Link>
          )}
          <GroupsNav current="/groupManagement/operateList" />
        </Page>
      )}
    </GroupQueryView>
  );
}

interface MembersProps {
  readonly teams: readonly GroupTeam[];
  readonly query: MemberQuery;
  readonly editing: string;
  readonly adding: boolean;
  readonly importing: boolean;
}

function Members({ teams, query, editing, adding, importing }: MembersProps) {
  const { t } = useTranslation('groups');
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  // The address without the form: the list as narrowed.
  const listHref = memberListHref(query);
  const closeForm = (message?: string) => {
    if (message) setNotice(message);
    navigate(listHref, { replace: true });
  };
  return (
    <>
      {adding || editing ? (
        <section className="fp-gp-panel" aria-labelledby={FORM_HEADING_ID}>
          {/* "Cancel" sits by the heading, away from the submit button: a double tap there must not close the form. */}
          <div className="fp-gp-panel__head">
            <FocusedHeading key={editing || 'add'} id={FORM_HEADING_ID}>
              {t(editing ? 'memberForm.editHeading' : 'memberForm.addHeading')}
            </FocusedHeading>
            <button type="button" className="fp-link" onClick={() => closeForm()}>
              {t('memberForm.cancel')}
            </button>
          </div>
          <p className="fp-gp-hint">{t('memberForm.intro')}</p>
          <Suspense fallback={<p className="fp-note">{t('members.loading')}</p>}>
            {editing ? (
              <EditMember memberId={editing} teams={teams} onDone={closeForm} />
            ) : (
              <MemberForm teams={teams} headingId={FORM_HEADING_ID} onDone={(message) => setNotice(message)} />
            )}
          </Suspense>
        </section>
      ) : importing ? (
        <section className="fp-gp-panel" aria-labelledby={IMPORT_HEADING_ID}>
          <div className="fp-gp-panel__head">
            <FocusedHeading id={IMPORT_HEADING_ID}>{t('sheet.importHeading')}</FocusedHeading>
            <button type="button" className="fp-link" onClick={() => closeForm()}>
              {t('memberForm.cancel')}
            </button>
          </div>
          <Suspense fallback={<p className="fp-note">{t('members.loading')}</p>}>
            <MemberImport teams={teams} onDone={closeForm} />
          </Suspense>
        </section>
      ) : (
        <>
          <Link href={memberListHref(query, { add: '1' })} className="fp-button-link">
            {t('members.add')}
          </Link>
          <MemberSheetTools query={query} />
        </>
      )}
      <FormStatus message={notice} />
      <MemberFilters query={query} teams={teams} />
      {/* A new filter starts a new choice: the list and its tick boxes are keyed by the query. */}
      <MemberList key={JSON.stringify(query)} teams={teams} query={query} onNotice={setNotice} />
    </>
  );
}

/** The form's heading, which takes the focus when the form opens (the link that opened it is gone). */
function FocusedHeading({ id, children }: { readonly id: string; readonly children: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h2 id={id} ref={heading} className="fp-subheading" tabIndex={-1}>
      {children}
    </h2>
  );
}

function EditMember({ memberId, teams, onDone }: { readonly memberId: string; readonly teams: readonly GroupTeam[]; readonly onDone: (message?: string) => void }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const member = useQuery(memberQuery(client, memberId));
  return (
    <QueryView query={member} heading={t('memberForm.editHeading')} headingId={`${FORM_HEADING_ID}-read`}>
      {(data) =>
        data.reviewState === 'approved' ? (
          <p className="fp-notice">{t('memberForm.locked')}</p>
        ) : (
          <MemberForm key={data.memberId} teams={teams} member={data} headingId={FORM_HEADING_ID} onDone={onDone} />
        )
      }
    </QueryView>
  );
}

function MemberList({ teams, query, onNotice }: { readonly teams: readonly GroupTeam[]; readonly query: MemberQuery; readonly onNotice: (message: string) => void }) {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const members = useInfiniteQuery(membersQuery(client, query));
  const bulk = useMayDoGroupTask('bulkMembers');
  const [selection, setSelection] = useState<MemberSelection>(NO_SELECTION);
  // The member ticked last: the way to the bulk bar follows their tick box (issue 27: the bar comes after
  // the whole page of members, so a keyboard reaches it in one Tab instead of dozens).
  const [lastTicked, setLastTicked] = useState<string | null>(null);
  const [announce, setAnnounce] = useState(0);
  // A choice by filter refused because the filter lists another number by now: said under the count.
  const [changed, setChanged] = useState<string | null>(null);
  const skipToBulk = () => document.getElementById(BULK_BAR_ID)?.focus();
  // The marker and the button may both ask while the next page is on its way (the button scrolled into view
  // brings the marker with it): the second ask joins the first instead of restarting it and adding a page.
  const fetchMore = () => void members.fetchNextPage({ cancelRefetch: false });
  const moreMarker = useMoreOnScroll(members.hasNextPage, members.isFetching, fetchMore);
  // After a bulk action the chosen members are gone or moved: focus returns to the list's heading.
  useEffect(() => {
    if (announce > 0) document.getElementById(`${HEADING_ID}-list`)?.focus();
  }, [announce]);
  return (
    <GroupQueryView query={members} heading={t('members.heading')} headingId={`${HEADING_ID}-list`}>
      {(data) => {
        const list = recordsOf(data.pages);
        const shownIds = list.map((member) => member.memberId);
        const total = data.pages[0]?.total ?? 0;
        const chosen = selectionSize(selection) > 0;
        return (
          <>
            <h2 id={`${HEADING_ID}-list`} className="fp-subheading" tabIndex={-1}>
              {t(isNarrowed(query) ? 'members.countFound' : 'members.count', { count: total })}
            </h2>
            {changed && (
              <p className="fp-form-alert" role="alert">
                {changed}
              </p>
            )}
            {list.length === 0 && <p className="fp-note">{t('members.none')}</p>}
            {bulk && (<SelectAll
              selection={selection}
              shownIds={shownIds}
              total={total}
              onShown={(on) => {
                setSelection((now) => choosePage(now, shownIds, on));
                setLastTicked(null);
              }}
              onWholeFilter={() => {
                setChanged(null);
                setSelection({ kind: 'filter', filter: query, count: total });
              }}
            />)}
            {chosen && (
              <button type="button" className="fp-link fp-gp-skip" onClick={skipToBulk}>
                {t('members.skipToBulk')}
              </button>
            )}
            <ul className="fp-list" aria-labelledby={`${HEADING_ID}-list`}>
              {list.map((member) => (
                <MemberRow
                  key={member.memberId}
                  member={member}
                  chosen={isSelected(selection, member.memberId)}
                  skipToBulk={lastTicked === member.memberId && isSelected(selection, member.memberId) ? skipToBulk : undefined}
                  onChoose={
                    bulk
                      ? (id, on) => {
                          setSelection((now) => chooseMember(now, id, on, shownIds));
                          setLastTicked(on ? id : null);
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
            <div ref={moreMarker} aria-hidden="true" />
            {members.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" className="fp-secondary" loading={members.isFetchingNextPage} loadingText={t('members.loading')} onClick={fetchMore}>
                  {t('members.more', { shown: list.length, total })}
                </Button>
              </div>
            )}
            {chosen && (
              <BulkBar
                selection={selection}
                teams={teams}
                onClear={() => setSelection(NO_SELECTION)}
                onDone={(message) => {
                  setSelection(NO_SELECTION);
                  setChanged(null);
                  onNotice(message);
                  setAnnounce((n) => n + 1);
                }}
                onChanged={(message) => {
                  setSelection(NO_SELECTION);
                  setChanged(message);
                  setAnnounce((n) => n + 1);
                }}
              />
            )}
          </>
        );
      }}
    </GroupQueryView>
  );
}
