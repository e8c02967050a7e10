// The lead book's status on the phone (unsynced and failed counts, a pass running, why sending stopped)
// as React state, from the SDK's `status$`; it works with no network, as the book is on the device.
import { useEffect, useState } from 'react';
import { getLeadBook, type LeadBookStatus } from '@fairpass/sdk/leads';
import { useShell } from '../../../ui/shell-context';

const EMPTY: LeadBookStatus = { unsynced: 0, failed: 0, syncing: false };

export function useLeadBookStatus(): LeadBookStatus {
  const { client } = useShell();
  const [status, setStatus] = useState<LeadBookStatus>(EMPTY);
  useEffect(() => {
    const subscription = getLeadBook(client).status$.subscribe(setStatus);
    return () => subscription.unsubscribe();
  }, [client]);
  return status;
}
