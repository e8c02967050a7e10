// `state.files`: the mails of files sent in this run (issue 27).
import { defineStateSlice } from '../kit/state-slice';
import { FilesState } from './files-state';

export const stateSlice = defineStateSlice({
  create: (_host, clock) => new FilesState(clock),
  snapshot: (files) => ({ fileMails: files.outbox.length }),
});
