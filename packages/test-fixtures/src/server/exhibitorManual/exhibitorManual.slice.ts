// `state.exhibitorManual`: what the companies saved of the exhibitor manual and the company form (issue 30).
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorManualState } from './exhibitor-manual-state';

export const stateSlice = defineStateSlice({
  create: () => new ExhibitorManualState(),
  snapshot: (manual) => ({ fascia: [...manual.fascia.values()].reduce((n, booths) => n + booths.size, 0), companyForms: manual.companyForms.size }),
});
