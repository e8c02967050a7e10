// Where one of the company's buyers stands (design exhibitor.md §2.5): the reach area's invitee states
// (sent, then the registration's progress) and, ours, `entered` once an approved buyer came through the gate.
import { inviteeStateOf, type RegistrationProgress } from '../reach/invitee-state';
import type { GuestState } from './exhibitor-guests.types';

export function guestStateOf(registration: RegistrationProgress | undefined, entered: boolean): GuestState {
  const state = inviteeStateOf(registration);
  return state === 'approved' && entered ? 'entered' : state;
}
