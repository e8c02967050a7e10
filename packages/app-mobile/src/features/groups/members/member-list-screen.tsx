// /groupManagement/operateList: the members, newest first, 20 at a time ("load more"), searched by name
// or mobile and narrowed by review state (both kept in the address, so back keeps them); members are
// chosen with tick boxes for the bulk move and remove. `?add=1` opens the form for a new member,
// `?edit=<memberId>` the form for one not approved yet.
import Button from 'antd-mobile/es/components/button';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { hrefOf } from '@fairpass/domain';
import { MEMBER_REVIEW_STATES, memberStateLabelKey, toggleChosen, type GroupTeam, type MemberQuery, type MemberReviewState } from '@fairpass/domain/groups';
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
import { MemberRow } from './member-row';
import { MemberSearch } from './member-search';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(MemberListScreen);

// The form (its rules, class-validator and the kit's radio buttons) loads when a member is added or
// edited: the list itself is opened far more often, and the route's first load stays under its cap.
const MemberForm = lazy(() => import('./member-form').then((module) => ({ default: module.MemberForm })));

const HEADING_ID = 'fp-gp-members-heading';
const FORM_HEADING_ID = 'fp-gp-member-form-heading';

const isState = (value: string | null): value is MemberReviewState => MEMBER_REVIEW_STATES.includes(value as MemberReviewState);

function MemberListScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const group = useQuery(groupQuery(client));
  const params = new URLSearchParams(useSearch());
  const state = params.get('state');
  const query: MemberQuery = { ...(params.get('q') ? { keyword: params.get('q') ?? '' } : {}), ...(isState(state) ? { reviewState: state } : {}) };
  const editing = params.get('edit') ?? '';
  const adding = params.get('add') === '1';
  return (
    <GroupQueryView query={group} heading={t('title.members')} headingId={HEADING_ID}>
      {(data) => (
        <Page labelledBy={HEADING_ID}>
          <h1 id={HEADING_ID} className="fp-heading">{t('members.heading')}</h1>
          {data ? (
            <Members teams={data.teams} query={query} editing={editing} adding={adding} />
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
}

function Members({ teams, query, editing, adding }: MembersProps) {
  const { t } = useTranslation('groups');
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<string | null>(null);
  // The address without the form: the list as searched.
  const listHref = hrefOf('/groupManagement/operateList', undefined, {
    ...(query.keyword ? { q: query.keyword } : {}),
    ...(query.reviewState ? { state: query.reviewState } : {}),
  });
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
      ) : (
        <Link href={hrefOf('/groupManagement/operateList', undefined, { ...(query.keyword ? { q: query.keyword } : {}), add: '1' })} className="fp-button-link">
          {t('members.add')}
        </Link>
      )}
      <FormStatus message={notice} />
      <div className="fp-gp-filters">
        <MemberSearch
          initial={query.keyword ?? ''}
          onSearch={(words) => navigate(hrefOf('/groupManagement/operateList', undefined, { ...(words ? { q: words } : {}), ...(query.reviewState ? { state: query.reviewState } : {}) }), { replace: true })}
        />
        <StateFilter query={query} />
      </div>
      {/* A new search starts a new choice: the list and its tick boxes are keyed by the query. */}
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

function StateFilter({ query }: { readonly query: MemberQuery }) {
  const { t } = useTranslation('groups');
  const hrefFor = (state?: MemberReviewState) =>
    hrefOf('/groupManagement/operateList', undefined, { ...(query.keyword ? { q: query.keyword } : {}), ...(state ? { state } : {}) });
  const options: readonly (readonly [MemberReviewState | undefined, string])[] = [[undefined, t('members.allStates')], ...MEMBER_REVIEW_STATES.map((state) => [state, t(memberStateLabelKey(state))] as const)];
  return (
    <nav aria-label={t('members.state')}>
      <ul className="fp-gp-states">
        {options.map(([state, label]) => (
          <li key={state ?? 'all'}>
            <Link href={hrefFor(state)} aria-current={query.reviewState === state ? 'page' : undefined}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
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
  const [chosen, setChosen] = useState<readonly string[]>([]);
  // The member ticked last: the way to the bulk bar follows their tick box (issue 27: the bar comes after
  // the whole page of members, so a keyboard reaches it in one Tab instead of dozens).
  const [lastTicked, setLastTicked] = useState<string | null>(null);
  const [announce, setAnnounce] = useState(0);
  const skipToBulk = () => document.getElementById(BULK_BAR_ID)?.focus();
  // After a bulk action the chosen members are gone or moved: focus returns to the list's heading.
  useEffect(() => {
    if (announce > 0) document.getElementById(`${HEADING_ID}-list`)?.focus();
  }, [announce]);
  return (
    <QueryView query={members} heading={t('members.heading')} headingId={`${HEADING_ID}-list`}>
      {(data) => {
        const list = recordsOf(data.pages);
        const total = data.pages[0]?.total ?? 0;
        const searched = query.keyword !== undefined || query.reviewState !== undefined;
        return (
          <>
            <h2 id={`${HEADING_ID}-list`} className="fp-subheading" tabIndex={-1}>
              {t(searched ? 'members.countFound' : 'members.count', { count: total })}
            </h2>
            {list.length === 0 && <p className="fp-note">{t('members.none')}</p>}
            {chosen.length > 0 && (
              <button type="button" className="fp-link fp-gp-skip" onClick={skipToBulk}>
                {t('members.skipToBulk')}
              </button>
            )}
            <ul className="fp-list" aria-labelledby={`${HEADING_ID}-list`}>
              {list.map((member) => (
                <MemberRow
                  key={member.memberId}
                  member={member}
                  chosen={chosen.includes(member.memberId)}
                  skipToBulk={lastTicked === member.memberId && chosen.includes(member.memberId) ? skipToBulk : undefined}
                  onChoose={(id, on) => {
                    setChosen((now) => toggleChosen(now, id, on));
                    setLastTicked(on ? id : null);
                  }}
                />
              ))}
            </ul>
            {members.hasNextPage && (
              <div className="fp-more">
                <Button block fill="outline" className="fp-secondary" loading={members.isFetchingNextPage} loadingText={t('members.loading')} onClick={() => void members.fetchNextPage()}>
                  {t('members.more', { shown: list.length, total })}
                </Button>
              </div>
            )}
            {chosen.length > 0 && (
              <BulkBar
                chosen={chosen}
                teams={teams}
                onClear={() => setChosen([])}
                onDone={(message) => {
                  setChosen([]);
                  onNotice(message);
                  setAnnounce((n) => n + 1);
                }}
              />
            )}
          </>
        );
      }}
    </QueryView>
  );
}
