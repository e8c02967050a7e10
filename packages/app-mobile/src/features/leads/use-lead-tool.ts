// While any lead tool screen is open: the outbox sends in the background (changes, the network's return,
// a login, a timer), and the account's leads on the server are brought onto the phone once per login
// when online (a new phone, another phone's captures, and the synced leads a logout took off the phone). Moving between the tool's screens keeps the one
// sender running: it stops only a moment after the last screen closes.
import { useEffect } from 'react';
import type { FairpassClient } from '@fairpass/sdk';
import { getLeads } from '@fairpass/sdk/leads';
import { useShell } from '../../ui/shell-context';
import { leadBookOf } from './use-lead-book';

const STOP_DELAY_MS = 2_000;

interface Running {
  users: number;
  stop: () => void;
  stopTimer?: ReturnType<typeof setTimeout>;
  /** The login whose server leads were brought onto the phone (its token). */
  pulledFor?: string;
}

const running = new WeakMap<FairpassClient, Running>();

function pullWhenOnline(client: FairpassClient, state: Running): void {
  const login = client.session.getSnapshot().token ?? undefined;
  if (login === undefined || state.pulledFor === login || !navigator.onLine) return;
  state.pulledFor = login;
  // Failing to read the server's list (no package yet, the network gone again) changes nothing on the
  // phone; the next visit tries again.
  void getLeads(client)
    .pullLeads.execute()
    .then((result) => {
      if (!result.ok && state.pulledFor === login) state.pulledFor = undefined;
    });
}

export function useLeadTool(): void {
  const { client } = useShell();
  useEffect(() => {
    let state = running.get(client);
    if (state === undefined) {
      const started: Running = { users: 0, stop: () => undefined };
      // The sender starts when the book's code has arrived, unless every screen closed before that.
      leadBookOf(client).then(
        (book) => {
          if (running.get(client) === started) started.stop = book.startAutoSync();
        },
        () => undefined,
      );
      state = started;
      running.set(client, state);
    }
    const current = state;
    clearTimeout(current.stopTimer);
    current.users += 1;
    pullWhenOnline(client, current);
    const onOnline = () => pullWhenOnline(client, current);
    window.addEventListener('online', onOnline);
    // A new login (the same account after a logout, or another one) brings its server leads again.
    const unsubscribe = client.session.subscribe(onOnline);
    return () => {
      window.removeEventListener('online', onOnline);
      unsubscribe();
      current.users -= 1;
      if (current.users > 0) return;
      current.stopTimer = setTimeout(() => {
        if (current.users > 0) return;
        current.stop();
        running.delete(client);
      }, STOP_DELAY_MS);
    };
  }, [client]);
}
