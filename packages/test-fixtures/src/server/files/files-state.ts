// `state.files`: the mails of files the server sent in this run (issue 27), read by the test hook.
import type { Clock } from '../clock';
import type { FileMail } from './files-wire.types';

export class FilesState {
  outbox: FileMail[] = [];

  constructor(private readonly clock: Clock) {}

  reset(): void {
    this.outbox = [];
  }

  now(): number {
    return this.clock();
  }
}
