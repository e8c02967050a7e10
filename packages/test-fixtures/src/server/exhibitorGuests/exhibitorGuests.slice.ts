// `state.exhibitorGuests`: the exhibitor's buyers and VIP invitations with the quota (issue 31).
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorGuestsState } from './exhibitor-guests-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new ExhibitorGuestsState(host, clock),
  snapshot: (guests) => ({ guests: guests.guests.length, vips: guests.vips.length }),
});
