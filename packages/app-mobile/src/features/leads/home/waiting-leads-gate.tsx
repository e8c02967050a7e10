// Whether the login page asks the lead tool how many leads wait on this phone: only on a phone that holds
// the lead tool's store (where the browser can list its databases; asked again each time the page opens,
// as a logout follows captures), so a visitor's login page downloads none of the lead tool's code.
import { useEffect, useState } from 'react';
import { LEAD_DB_NAME } from '@fairpass/domain/leads';
import { lazyPart } from '../../../ui/lazy-part';

const WaitingLeadsNote = lazyPart(() => import('./waiting-leads-note'));

/** False only where the browser says for sure that this phone has no lead store. */
async function phoneMayHoldLeads(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  try {
    return (await indexedDB.databases()).some((db) => db.name === LEAD_DB_NAME);
  } catch {
    return true;
  }
}

export default function WaitingLeadsGate() {
  const [mayHold, setMayHold] = useState(false);
  useEffect(() => {
    let live = true;
    void phoneMayHoldLeads().then((answer) => live && setMayHold(answer));
    return () => {
      live = false;
    };
  }, []);
  if (!mayHold) return null;
  return <WaitingLeadsNote />;
}
