// /teamRegistration: the team one visitor registers. The members already registered (with the
// organiser's review), the members added on this phone and not sent yet — each can be edited or removed —
// and the team sent once (Idempotency-Key). A member the exhibition knows already is named in the page's
// language (spec §8's message), the list stays as it was and the focus goes to that member.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { hrefOf, maskPhone } from '@fairpass/domain';
import { canSubmitTeam, membersLeft, TEAM_DEFAULT_MAX_MEMBERS, type Team } from '@fairpass/domain/delegates';
import { getDelegates } from '@fairpass/sdk/delegates';
import { BackButton } from '../../../ui/back-button';
import { ConfirmedAction } from '../../../ui/confirmed-action';
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
import { ZoneNote } from '../../../ui/clock-time';
import { DelegatesNav } from '../delegates-nav';
import { DELEGATES_KEYS, teamQuery } from '../delegates.queries';
import { PersonCard } from '../person/person-card';
import { personNameOf } from '../person/person-values';
import { useTeamOwner, useWaitingMembers, type WaitingMember } from './waiting-members';
import '../../../ui/list-blocks.css';
import '../../../ui/screen-blocks.css';
import '../delegates.css';

export default withServerState(TeamScreen);

const HEADING_ID = 'fp-dg-team-heading';

function TeamScreen() {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const team = useQuery(teamQuery(client));
  return (
    <QueryView query={team} heading={t('team.heading')} headingId={HEADING_ID}>
      {(data) => <TeamView team={data} />}
    </QueryView>
  );
}

function TeamView({ team }: { readonly team: Team | null }) {
  const { t } = useTranslation('delegates');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const owner = useTeamOwner();
  const [waiting, setWaiting] = useWaitingMembers(owner);
  const [alert, setAlert] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const refusedLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (refused) refusedLink.current?.focus();
  }, [refused]);
  const members = team?.members ?? [];
  const max = team?.maxMembers ?? TEAM_DEFAULT_MAX_MEMBERS;
  const left = membersLeft(team, waiting.length);
  const intent = `delegates.team.${owner}`;

  const send = useDebouncedSubmit(async () => {
    setAlert(null);
    setStatus(null);
    setRefused(null);
    const request = { members: waiting.map(({ phone, values }) => ({ phone, values })) };
    const sent = settleWriteKey(intent, await getDelegates(client).submitTeam.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    if (!sent.ok) {
      const index = Number(sent.error.params?.index);
      const member = sent.error.code === 'REGISTRATION.DUPLICATE_DOCUMENT' && Number.isInteger(index) ? waiting[index] : undefined;
      if (member) {
        setAlert(t('team.memberRefused', { n: index + 1, name: personNameOf(member), reason: failureMessage(sent.error) }));
        setRefused(member.key);
      } else setAlert(failureMessage(sent.error));
      return;
    }
    setWaiting([]);
    setStatus(t('team.submitted', { count: request.members.length }));
    queries.setQueryData(DELEGATES_KEYS.team, sent.value);
    await queries.invalidateQueries({ queryKey: DELEGATES_KEYS.all });
  });

  const remove = (member: WaitingMember) => async (): Promise<string | null> => {
    setWaiting(waiting.filter((each) => each.key !== member.key));
    if (refused === member.key) setRefused(null);
    return null;
  };

  return (
    <Page labelledBy={HEADING_ID}>
      <BackButton fallback="/user-center" />
      <h1 id={HEADING_ID} className="fp-heading">{t('team.heading')}</h1>
      <p className="fp-note">{t('team.intro')}</p>
      <p className="fp-note">{t('team.count', { count: members.length, max })}</p>

      <h2 className="fp-subheading">{t('team.registered')}</h2>
      {members.length > 0 && <ZoneNote />}
      {members.length === 0 ? (
        <p className="fp-note">{t('team.none')}</p>
      ) : (
        <ul className="fp-list">
          {members.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} />
            </li>
          ))}
        </ul>
      )}

      <h2 className="fp-subheading">{t('team.waiting')}</h2>
      {waiting.length === 0 ? (
        <p className="fp-note">{t('team.noneWaiting')}</p>
      ) : (
        <ul className="fp-list">
          {waiting.map((member, index) => (
            <li key={member.key}>
              <WaitingCard
                member={member}
                n={index + 1}
                refused={refused === member.key}
                linkRef={refused === member.key ? refusedLink : undefined}
                remove={remove(member)}
              />
            </li>
          ))}
        </ul>
      )}
      <div className="fp-actions">
        {left > 0 ? (
          <Link href={hrefOf('/teamRegistration-form')} className="fp-button-link fp-dg-add">
            {t('team.add')}
          </Link>
        ) : (
          <p className="fp-note">{t('team.full')}</p>
        )}
        {canSubmitTeam(team, waiting.length) && (
          <form
            onSubmit={(event) => {
              event.preventDefault();
              send.submit();
            }}
          >
            <SubmitButton pending={send.pending} label={t('team.submit', { count: waiting.length })} pendingLabel={t('team.submitting')} />
          </form>
        )}
        <FormAlert message={alert} />
        <FormStatus message={status} />
      </div>
      <DelegatesNav current="team" />
    </Page>
  );
}

interface WaitingCardProps {
  readonly member: WaitingMember;
  readonly n: number;
  readonly refused: boolean;
  readonly linkRef: RefObject<HTMLAnchorElement | null> | undefined;
  readonly remove: () => Promise<string | null>;
}

function WaitingCard({ member, n, refused, linkRef, remove }: WaitingCardProps) {
  const { t } = useTranslation('delegates');
  const name = personNameOf(member);
  const titleId = `fp-dg-waiting-${member.key}`;
  return (
    <article className={refused ? 'fp-item fp-dg-refused' : 'fp-item'} aria-labelledby={titleId}>
      <div className="fp-item__head">
        <h3 id={titleId} className="fp-item__name">
          {t('team.memberN', { n, name })}
        </h3>
        {refused ? <span className="fp-badge fp-badge--off">{t('team.registeredBefore')}</span> : <span className="fp-badge">{t('team.notSent')}</span>}
      </div>
      <ul className="fp-item__facts">
        <li>{maskPhone(member.phone)}</li>
        {typeof member.values.company === 'string' && member.values.company && <li>{member.values.company}</li>}
      </ul>
      <div className="fp-dg-row-actions">
        <Link ref={linkRef} href={hrefOf('/teamRegistration-form', undefined, { member: member.key })} className="fp-dg-edit" aria-label={t('team.editN', { name })}>
          {t('team.edit')}
        </Link>
        <ConfirmedAction label={t('team.remove')} question={t('team.removeConfirm', { name })} keepLabel={t('team.keep')} run={remove} />
      </div>
    </article>
  );
}
