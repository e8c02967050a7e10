// One place for what every journey file needs: the built app served with the contract server on a
// free port, one Debian Chromium, and the server back to its seed before each test.
import type { ContractServer } from '@fairpass/test-fixtures';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startAppServer, type AppServerOptions } from './app-server';
import { launchPhoneBrowser, type PhoneBrowser } from './browser';

export interface Journey {
  readonly server: ContractServer;
  readonly phones: PhoneBrowser;
}

/**
 * A clock that starts at `startAt` (epoch ms) when the journey's server starts and runs on from there:
 * a journey about "today" and "now" sees the same time of day on every run.
 */
export function clockStartingAt(startAt: number): () => number {
  const began = Date.now();
  return () => startAt + (Date.now() - began);
}

export function useAppJourney(options: AppServerOptions = {}): Journey {
  let server: ContractServer | undefined;
  let phones: PhoneBrowser | undefined;
  beforeAll(async () => {
    server = await startAppServer(options);
    phones = await launchPhoneBrowser();
  });
  afterAll(async () => {
    await phones?.close();
    await server?.close();
  });
  beforeEach(async ({ onTestFailed }) => {
    // The last test's phones are closed only now: had it failed, its pages were described first.
    await phones?.closeLastTestsPhones();
    phones?.recordTestPhones(true);
    server?.reset();
    // A journey that fails says what its pages showed then: a time-out alone does not say why.
    onTestFailed(async () => {
      const pages = await phones?.describeOpenPages();
      if (pages) console.error(`The pages open when the test failed:\n${pages}`);
    });
  });
  afterEach(() => phones?.recordTestPhones(false));
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
