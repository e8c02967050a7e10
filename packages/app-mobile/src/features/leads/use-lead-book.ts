// The lead book as screens see it: the account's leads on this phone (IndexedDB through the SDK), a
// filtered list by the domain's lead search, one lead, and the book's status. Nothing here waits for the
// network: the book answers from the phone. Its code (the lead tool's SDK area and the DI container)
// arrives after the screen's first paint, from the lead tool's offline pack when there is no network;
// until then the screens say "reading", as they do while the phone's store is read.
import { useEffect, useMemo, useState } from 'react';
import type { LocalLeadFilter } from '@fairpass/domain/leads';
import type { FairpassClient } from '@fairpass/sdk';
import { getLeads, loadLeadBook, type LeadBookHandle, type LeadsApi, type LeadBookStatus, type LeadView } from '@fairpass/sdk/leads';
import { useShell } from '../../ui/shell-context';

const arrived = new WeakMap<FairpassClient, LeadBookHandle>();

/** The lead book of this visit's client once its code has arrived: at once on every screen after the first. */
export function leadBookOf(client: FairpassClient): Promise<LeadBookHandle> {
  return loadLeadBook(client).then((handle) => {
    arrived.set(client, handle);
    return handle;
  });
}

/** The lead book, or undefined while its code is on its way (a failed fetch is tried again when a screen of the tool next opens). */
export function useLeadBookHandle(): LeadBookHandle | undefined {
  const { client } = useShell();
  const [handle, setHandle] = useState(() => arrived.get(client));
  useEffect(() => {
    if (handle) return;
    let live = true;
    leadBookOf(client).then(
      (loaded) => live && setHandle(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, handle]);
  return handle;
}

export function useLeadsApi(): LeadsApi {
  const { client } = useShell();
  return getLeads(client);
}

const NONE: readonly LeadView[] = [];
/** The status before the book's code has arrived: nothing read yet, so no count is shown. */
const UNREAD: LeadBookStatus = { loaded: false, unsynced: 0, failed: 0, syncing: false };

/**
 * Whether the phone's store has been read for the account now logged in. Until then (the session still
 * restoring, another account's leads, the store being read) a screen says "reading", never a count.
 */
export function useBookLoaded(): boolean {
  const api = useLeadsApi();
  const status = useLeadBookStatus();
  useEffect(() => {
    // findLeads starts the book's read of the account's leads (the status says when it is done).
    void api.findLeads.execute();
  }, [api]);
  return status.loaded;
}

/** The book's leads, current after every change; `loaded` once the phone's store has been read. */
function useBookLeads(): { readonly leads: readonly LeadView[]; readonly loaded: boolean } {
  const handle = useLeadBookHandle();
  const loaded = useBookLoaded();
  const [leads, setLeads] = useState<readonly LeadView[]>([]);
  useEffect(() => {
    const subscription = handle?.leads$.subscribe(setLeads);
    return () => subscription?.unsubscribe();
  }, [handle]);
  return { leads, loaded };
}

/** The leads matching the filter, newest first, and all of them. */
export function useLeadList(filter: LocalLeadFilter) {
  const handle = useLeadBookHandle();
  const { leads, loaded } = useBookLeads();
  const { keyword, rating, sync } = filter;
  // `leads` changes with every change of the book, so the search runs again then (in memory: fast).
  const matching = useMemo(
    () => handle?.book.find({ ...(keyword ? { keyword } : {}), ...(rating ? { rating } : {}), ...(sync ? { sync } : {}) }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `leads` is the book's change signal
    [handle, leads, keyword, rating, sync],
  ) ?? NONE;
  return { matching, total: leads.length, loaded };
}

/** One lead of the book (undefined until loaded, or when the phone has no such lead). */
export function useLead(localId: string) {
  const handle = useLeadBookHandle();
  const { leads, loaded } = useBookLeads();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `leads` is the book's change signal
  const lead = useMemo(() => handle?.book.get(localId), [handle, leads, localId]);
  return { lead, loaded };
}

export function useLeadBookStatus(): LeadBookStatus {
  const handle = useLeadBookHandle();
  const [status, setStatus] = useState<LeadBookStatus>(() => handle?.book.getStatus() ?? UNREAD);
  useEffect(() => {
    const subscription = handle?.status$.subscribe(setStatus);
    return () => subscription?.unsubscribe();
  }, [handle]);
  return status;
}
