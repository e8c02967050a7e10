// axe-core in the real page: a journey asserts that a screen has no serious or critical violation.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** What axe.run answers, as far as it is read here. */
interface AxeViolations {
  violations: { id: string; impact?: string | null; help: string; nodes: { target: readonly unknown[] }[] }[];
}

// The axe-core that @axe-core/playwright runs (its own dependency, so the same version and rules).
const fromAxePlaywright = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = (fromAxePlaywright('axe-core') as { source: string }).source;

/**
 * axe is put into a page once (a page keeps it until it navigates) and configured as @axe-core/playwright's
 * legacy mode does: same-origin frames only (the app has none). The builder evaluated its 0.5 MB source
 * twice on every check, the larger part of a check's time; the rules and the run are the same.
 */
async function axeInPage(page: Page): Promise<void> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (present) return;
  await page.evaluate(`${AXE_SOURCE};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
}

/**
 * Waits (at most a second) for the page's finite CSS transitions and animations to end, so axe reads the
 * screen at rest: a button fading back from its busy state (antd-mobile's opacity transition) read
 * half-way has a contrast it never keeps. Endless ones (a spinner) are not waited for.
 */
async function transitionsSettled(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 1000))]);
  });
}

export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  await axeInPage(page);
  await transitionsSettled(page);
  // Only violations are built (the passes and the inapplicable rules are not).
  const results = await page.evaluate(
    () => (window as unknown as { axe: { run(context: Document, options: object): Promise<AxeViolations> } }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
