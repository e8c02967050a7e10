// /groupManagement/join: the page a group's join link opens (issue 29), before any login — which group
// the member is joining (its name and organisation) and who leads it, then the way on: logged out, to
// log in or register (the link's visitingGroupId goes with every call of the visit, so the registration
// is filed under the group); logged in, on to the visitor's next step. A link naming no group says so,
// with the way to ask the leader for a new one.
import { Button } from '../../../ui/button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { GroupJoinInfo } from '@fairpass/domain/groups';
import { FormAlert } from '../../../ui/form/form-alert';
import { Page } from '../../../ui/page';
import { QueryView } from '../../../ui/server-state/query-view';
import { withServerState } from '../../../ui/server-state/with-server-state';
import { useShell } from '../../../ui/shell-context';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useNextStepNavigation } from '../../../ui/use-next-step-navigation';
import { useSession } from '../../../ui/use-session';
import { joinInfoQuery } from '../groups.queries';
import '../../../ui/screen-blocks.css';
import '../groups.css';

export default withServerState(JoinLandingScreen);

const HEADING_ID = 'fp-gp-join-heading';

function JoinLandingScreen() {
  const { t } = useTranslation('groups');
  const { client } = useShell();
  const groupId = useSession((s) => s.entry.visitingGroupId ?? '');
  const info = useQuery({ ...joinInfoQuery(client, groupId), enabled: groupId !== '' });
  if (groupId === '') return <Unknown />;
  return (
    <QueryView query={info} heading={t('title.join')} headingId={HEADING_ID}>
      {(data) => (data ? <Joining info={data} /> : <Unknown />)}
    </QueryView>
  );
}

function Joining({ info }: { readonly info: GroupJoinInfo }) {
  const { t } = useTranslation('groups');
  const loggedIn = useSession((s) => s.user !== null);
  return (
    <Page labelledBy={HEADING_ID}>
      <h1 id={HEADING_ID} className="fp-heading">{t('join.heading', { group: info.name })}</h1>
      <dl className="fp-gp-facts" aria-label={t('join.facts')}>
        <div>
          <dt>{t('join.group')}</dt>
          <dd>{info.name}</dd>
        </div>
        <div>
          <dt>{t('join.organisation')}</dt>
          <dd>{info.organisation}</dd>
        </div>
        <div>
          <dt>{t('join.leader')}</dt>
          <dd>{info.leaderName}</dd>
        </div>
      </dl>
      <p className="fp-note">{t('join.intro', { leader: info.leaderName })}</p>
      {loggedIn ? <GoOn /> : (
        <Link href="/registration" className="fp-button-link">
          {t('join.logIn')}
        </Link>
      )}
    </Page>
  );
}

function GoOn() {
  const { t } = useTranslation('groups');
  const goOn = useNextStepNavigation();
  const failureMessage = useFailureMessage();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <>
      <p className="fp-note">{t('join.loggedIn')}</p>
      <Button
        block
        color="primary"
        className="fp-action"
        loading={pending}
        onClick={() => {
          setPending(true);
          setFailure(null);
          void goOn().then((step) => {
            setPending(false);
            if (!step.ok) setFailure(failureMessage(step.error));
          });
        }}
      >
        {t('join.goOn')}
      </Button>
      <FormAlert message={failure} />
    </>
  );
}

function Unknown() {
  const { t } = useTranslation('groups');
  return (
    <Page labelledBy={HEADING_ID}>
      <h1 id={HEADING_ID} className="fp-heading">{t('title.join')}</h1>
      <p className="fp-notice">{t('join.unknown')}</p>
      <Link href="/" className="fp-link">
        {t('join.home')}
      </Link>
    </Page>
  );
}
