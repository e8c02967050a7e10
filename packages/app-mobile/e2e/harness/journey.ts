// One place for what every journey file needs: the built app served with the contract server on a
// free port, one Debian Chromium, and the server back to its seed before each test.
import type { ContractServer } from '@fairpass/test-fixtures';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startAppServer } from './app-server';
import { launchPhoneBrowser, type PhoneBrowser } from './browser';

export interface Journey {
  readonly server: ContractServer;
  readonly phones: PhoneBrowser;
}

export function useAppJourney(): Journey {
  let server: ContractServer | undefined;
  let phones: PhoneBrowser | undefined;
  beforeAll(async () => {
    server = await startAppServer();
    phones = await launchPhoneBrowser();
  });
  afterAll(async () => {
    await phones?.close();
    await server?.close();
  });
  beforeEach(() => server?.reset());
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journey has not started: use it inside tests');
    return value;
  };
  return {
    get server() {
      return started(server);
    },
    get phones() {
      return started(phones);
    },
  };
}
