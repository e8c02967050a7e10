// `state.information`: the information pages, news, partners, materials, builder filings and entry
// records (issue 15).
import { defineStateSlice } from '../kit/state-slice';
import { InformationState } from './information-state';

export const stateSlice = defineStateSlice({
  create: (_host, clock) => new InformationState(clock),
  snapshot: (information) => ({ enquiries: information.enquiries.length, builderFiles: information.files.length, filings: information.filings.length }),
});
