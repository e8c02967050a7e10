// WeChat's JS-SDK as a double for share journeys: `wx` answers config/ready at once and keeps the link
// of every share card the page registers, which `sharedLinks(page)` reads back.
import type { BrowserContext, Page } from 'playwright-core';

export async function withShareCardDouble(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shared: string[] = [];
    let ready: (() => void) | undefined;
    Object.assign(window, {
      __sharedLinks: shared,
      wx: {
        config: () => ready?.(),
        ready: (callback: () => void) => (ready = callback),
        error: () => undefined,
        updateAppMessageShareData: (data: { link: string; success?: () => void }) => {
          shared.push(data.link);
          data.success?.();
        },
        updateTimelineShareData: (data: { success?: () => void }) => data.success?.(),
      },
    });
  });
}

/** The links of the share cards the page registered so far, oldest first. */
export const sharedLinks = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __sharedLinks: string[] }).__sharedLinks);

/** Waits until the last share card the page registered has a link containing `part`. */
export async function waitForSharedLink(page: Page, part: string): Promise<void> {
  await page.waitForFunction((wanted) => ((window as unknown as { __sharedLinks: string[] }).__sharedLinks.at(-1) ?? '').includes(wanted), part);
}
