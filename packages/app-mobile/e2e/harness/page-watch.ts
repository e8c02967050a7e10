// What a failed journey leaves to read: each open page's address, what its root shows, and what went
// wrong in it (console errors, uncaught errors, requests that failed or are still waiting for a reply).
import type { Page, Request } from 'playwright-core';

const KEEP = 12;

export interface PageWatch {
  readonly problems: string[];
  readonly pending: Set<Request>;
  readonly started: number;
}

export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { problems: [], pending: new Set(), started: Date.now() };
  const note = (line: string) => {
    watch.problems.push(`+${((Date.now() - watch.started) / 1000).toFixed(1)}s ${line}`);
    if (watch.problems.length > KEEP) watch.problems.shift();
  };
  page.on('console', (message) => {
    // Every phone but the offline shell's blocks service workers: its warning about that says nothing.
    if (message.text().startsWith('Service Worker registration blocked')) return;
    if (message.type() === 'error' || message.type() === 'warning') note(`console.${message.type()}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => note(`uncaught: ${error.message.slice(0, 200)}`));
  page.on('request', (request) => watch.pending.add(request));
  page.on('requestfinished', (request) => watch.pending.delete(request));
  page.on('requestfailed', (request) => {
    watch.pending.delete(request);
    note(`request failed: ${request.method()} ${request.url().slice(0, 120)} (${request.failure()?.errorText ?? '?'})`);
  });
  return watch;
}

export async function describePage(page: Page, watch: PageWatch): Promise<string> {
  const shown = await page
    .evaluate(() => {
      const root = document.getElementById('root');
      const marks = root ? [...root.attributes].map((attribute) => attribute.name).join(' ') : 'no #root';
      return `[${marks}] ${(root?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 400)}`;
    })
    .catch((error: unknown) => `(could not read: ${String(error).slice(0, 120)})`);
  const pending = [...watch.pending].map((request) => `${request.method()} ${request.url().slice(0, 120)}`);
  return [
    `page ${page.url()} open ${((Date.now() - watch.started) / 1000).toFixed(1)}s`,
    `  shows ${shown}`,
    ...(pending.length > 0 ? [`  waiting for ${pending.join(', ')}`] : []),
    ...watch.problems.map((line) => `  ${line}`),
  ].join('\n');
}
