// Signing up for one session from its page (a session that needs review starts "in review"), or
// cancelling a sign-up, asked in the page first. Each is sent once (Idempotency-Key); a full session or a
// clash with one already held is said in the page's language.
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canSignUp, type ConferenceSession } from '@fairpass/domain/conference';
import { getConference } from '@fairpass/sdk/conference';
import { ConfirmedAction } from '../../../ui/confirmed-action';
import { FormAlert } from '../../../ui/form/form-alert';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useShell } from '../../../ui/shell-context';
import { useDebouncedSubmit } from '../../../ui/use-debounced-submit';
import { useFailureMessage } from '../../../ui/use-failure-message';
import { useSession } from '../../../ui/use-session';
import { settleWriteKey, writeKeyFor } from '../../../ui/write-key';
import { useState } from 'react';
import { CONFERENCE_KEYS } from '../conference.queries';

export function SessionSignUp({ session }: { readonly session: ConferenceSession }) {
  const { t } = useTranslation('conference');
  const { client } = useShell();
  const queries = useQueryClient();
  const failureMessage = useFailureMessage();
  const loggedIn = useSession((s) => s.token !== null);
  const [alert, setAlert] = useState<string | null>(null);
  const refresh = () => queries.invalidateQueries({ queryKey: CONFERENCE_KEYS.all });
  const signUp = useDebouncedSubmit(async () => {
    const intent = `signUp.${session.id}`;
    const request = { sessionIds: [session.id] };
    const done = settleWriteKey(intent, await getConference(client).registerSessions.execute(request, { idempotencyKey: writeKeyFor(intent, request) }));
    setAlert(done.ok ? null : failureMessage(done.error));
    if (!done.ok) return;
    await refresh();
  });
  const cancel = async (): Promise<string | null> => {
    const intent = `signUpCancel.${session.id}`;
    const done = settleWriteKey(intent, await getConference(client).cancelSession.execute({ sessionId: session.id }, { idempotencyKey: writeKeyFor(intent, session.id) }));
    if (!done.ok) return failureMessage(done.error);
    await refresh();
    return null;
  };
  if (!loggedIn) return null;
  if (session.mine && session.mine.state !== 'failed' && session.timeState === 'upcoming') {
    return <ConfirmedAction label={t('session.cancel')} question={t('session.cancelConfirm')} keepLabel={t('session.keep')} run={cancel} />;
  }
  if (!canSignUp(session)) return null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        signUp.submit();
      }}
    >
      {session.needsReview && <p className="fp-note">{t('session.reviewNote')}</p>}
      <SubmitButton pending={signUp.pending} label={t('session.signUp')} pendingLabel={t('session.signingUp')} />
      <FormAlert message={alert} />
    </form>
  );
}
