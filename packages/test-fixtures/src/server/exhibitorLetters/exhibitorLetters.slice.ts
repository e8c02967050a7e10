// `state.exhibitorLetters`: invitation templates, visa letters and check-ins (issue 31).
import { defineStateSlice } from '../kit/state-slice';
import { ExhibitorLettersState } from './exhibitor-letters-state';

export const stateSlice = defineStateSlice({
  create: (host, clock) => new ExhibitorLettersState(host, clock),
  snapshot: (letters) => ({ templates: letters.templates.length, visas: letters.visas.length, checkedIn: letters.checkedIn.size }),
});
