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
  const results = await new AxeBuilder({ page: page as never }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
