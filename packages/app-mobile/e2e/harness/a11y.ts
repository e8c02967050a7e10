// axe-core in the real page: a journey asserts that a screen has no serious or critical violation.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export interface A11yViolation {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

export async function seriousA11yViolations(page: Page): Promise<A11yViolation[]> {
  // @axe-core/playwright types its page against @playwright/test; playwright-core's Page is the same object.
  // Legacy mode runs axe in the page itself: the default opens a blank page per check to merge the
  // frames' results, and the app has no frames (half of each check's 1.4 s). Only violations are built.
  const results = await new AxeBuilder({ page: page as never }).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
