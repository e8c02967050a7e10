// "本机有 3 条线索尚未同步" on the login page (issue 29): the leads captured on this phone that still wait
// to reach the server, for any account of this exhibition, counted from the phone's store with no login
// (the SDK's countWaitingLeads reads only which leads have writes left). They go once their account logs
// in again; the note says so. Nothing when none wait.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLeads } from '@fairpass/sdk/leads';
import { useShell } from '../../../ui/shell-context';
import '../leads.css';

export default function WaitingLeadsNote() {
  const { t } = useTranslation('leads');
  const { client } = useShell();
  const [count, setCount] = useState(0);
  useEffect(() => {
    let live = true;
    void getLeads(client)
      .countWaitingLeads.execute()
      .then((result) => {
        if (live && result.ok) setCount(result.value);
      });
    return () => {
      live = false;
    };
  }, [client]);
  if (count === 0) return null;
  return (
    <p role="status" className="fp-la-waiting" data-testid="leads-waiting">
      {t('loggedOut.waiting', { count })}
    </p>
  );
}
