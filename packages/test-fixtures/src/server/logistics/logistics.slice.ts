// `state.logistics`: rooms booked for visitors' parties and their car passes (issue 16).
import { defineStateSlice } from '../kit/state-slice';
import { LogisticsState } from './logistics-state';

export const stateSlice = defineStateSlice({
  create: (_host, clock) => new LogisticsState(clock),
  snapshot: (logistics) => ({ rooms: logistics.rooms.length, passes: logistics.passes.length }),
});
