// Screenshots go under test-results/screens so a person can look at every screen after a run.
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const SCREENSHOT_DIR = join(repoRoot, 'test-results', 'screens');

export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
