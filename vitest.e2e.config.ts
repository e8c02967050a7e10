import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import { sourceResolve } from './vitest.shared';

/** The route sweep's parts (e2e/sweep/sweep-<n>.e2e.ts) are the longest files: started first, however small. */
const SWEEP_PART = /[/\\]sweep[/\\]sweep-\d+\.e2e\.ts$/;

/**
 * The usual order (failed first, then the longest by the last run's times, unknown and larger files first
 * without them), with the sweep's parts ahead: the two workers never end on a part of several minutes.
 */
class SweepFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isPart = (file: TestSpecification) => SWEEP_PART.test(file.moduleId);
    return [...sorted.filter(isPart), ...sorted.filter((file) => !isPart(file))];
  }
}

// Browser journeys: real Debian Chromium driven by playwright-core. Each file starts its own contract
// server and app server on free ports, so two files run side by side, one per core.
export default mergeConfig(
  sourceResolve,
  defineConfig({
    test: {
      name: 'e2e',
      // Every journey, the route sweep's four parts (issue 27, e2e/sweep/) among them, which start first
      // (SweepFirstSequencer), so the shorter journeys fill the two workers after them.
      include: ['packages/app-mobile/e2e/**/*.e2e.ts'],
      sequence: { sequencer: SweepFirstSequencer },
      environment: 'node',
      fileParallelism: true,
      maxWorkers: 2,
      // Files in one worker share the imported harness, SDK and contract server code instead of each
      // transforming and loading it again (about 5 s a file); each file still starts its own servers
      // and browser, and the contract server's state lives in its instance.
      isolate: false,
      testTimeout: 90_000,
      // What a journey polls for (a note, a count, a stored value) may take seconds on a busy 2-core machine
      // (the fresh-clone check runs two browsers with the unit tests' servers at load ~12): 1 s, vitest's
      // default, failed journeys that pass alone. A call that names its own timeout keeps it.
      expect: { poll: { timeout: 10_000 } },
      hookTimeout: 180_000,
      reporters: ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
    },
  }),
);
