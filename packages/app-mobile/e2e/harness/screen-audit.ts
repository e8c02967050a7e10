// Screenshot and axe check of each screen a journey walks through: the journey collects the serious
// violations by screen and asserts once, at its end, that there were none (so one run names them all).
import type { Page } from 'playwright-core';
import { seriousA11yViolations, type A11yViolation } from './a11y';
import { saveScreenshot } from './screenshots';

export interface ScreenAudit {
  readonly violations: Record<string, A11yViolation[]>;
  /** Waits for the screen's heading and a quiet network, saves `name`.png and runs axe. */
  capture(page: Page, name: string): Promise<void>;
}

export function screenAudit(): ScreenAudit {
  const violations: Record<string, A11yViolation[]> = {};
  return {
    violations,
    async capture(page, name) {
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, name);
      const found = await seriousA11yViolations(page);
      if (found.length > 0) violations[name] = found;
    },
  };
}

/** Opens each `[hash, heading, screenshot]` in turn, waits for its heading, and answers the serious violations by screen. */
export async function auditScreensByHash(page: Page, screens: readonly (readonly [string, string, string])[]): Promise<Record<string, A11yViolation[]>> {
  const found: Record<string, A11yViolation[]> = {};
  for (const [hash, heading, name] of screens) {
    await page.evaluate((target) => (location.hash = target), hash);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    await saveScreenshot(page, name);
    const violations = await seriousA11yViolations(page);
    if (violations.length > 0) found[name] = violations;
  }
  return found;
}
