// The floor for `bench:lighthouse`: the login screen's final HTML and CSS as a static page with no
// script, i.e. what the first screen would cost if it arrived fully rendered. Lighthouse's simulated
// timings scale with the machine's CPU; fairpass's figures as ratios to this floor, measured in the
// same run and browser, can be compared across machines.
import { chromium, type Page } from 'playwright-core';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';

/** The login form, as the app renders it once the entry flow has decided on `#/registration`. */
const LOGIN_FORM = 'main.fp-page form.fp-login-form';
/** Elements whose boxes must be the same on the floor as in the app (the CSS came along, CSP let it in). */
const SAME_BOXES = ['main.fp-page', 'form.fp-login-form', 'form.fp-login-form button[type="submit"]'];

export interface FloorPage {
  /** Where the floor is served; Lighthouse measures this. */
  url: string;
  close(): Promise<void>;
}

/**
 * Renders `appUrl` in the Chromium listening on `cdpPort` (the one Lighthouse drives), under
 * Lighthouse's mobile screen and user agent, turns the rendered screen into a static page, has
 * `serve` publish it, then loads the floor in the same browser and checks it lays out as the app did.
 */
export async function buildFloorPage(
  cdpPort: number,
  appUrl: string,
  serve: (html: string) => Promise<FloorPage>,
): Promise<FloorPage> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const screen = screenEmulationMetrics.mobile;
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  let floor: FloorPage | undefined;
  try {
    const page = await context.newPage();
    await page.goto(appUrl);
    await page.waitForSelector(LOGIN_FORM);
    const html = await page.evaluate(staticPageOfDocument);
    if (!html.includes('class="fp-page"') || !html.includes('fp-login-form')) {
      throw new Error('the floor page does not hold the login form: the app did not render #/registration');
    }
    const appBoxes = await boxesOf(page);
    floor = await serve(html);
    await page.goto(floor.url);
    await page.waitForSelector(LOGIN_FORM);
    const floorBoxes = await boxesOf(page);
    if (JSON.stringify(floorBoxes) !== JSON.stringify(appBoxes)) {
      throw new Error(`the floor page lays out differently from the app: ${JSON.stringify({ appBoxes, floorBoxes })}`);
    }
    return floor;
  } catch (error) {
    await floor?.close();
    throw error;
  } finally {
    await context.close();
    // Over CDP this only disconnects: the browser stays up for Lighthouse.
    await browser.close();
  }
}

const boxesOf = (page: Page): Promise<string[]> =>
  page.evaluate((selectors) => {
    return selectors.map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? [box.x, box.y, box.width, box.height].map(Math.round).join(',') : 'missing';
    });
  }, SAME_BOXES);

/**
 * Runs in the page: the document as it stands, without scripts or preloads (they exist only for the
 * scripts), every stylesheet's rules in one inline `<style>` (one block, so the served page's CSP
 * allows it by hash) and style attributes moved into that block, since the policy refuses inline
 * style attributes in markup (the app sets them through the CSSOM, which a policy does not block).
 * Kept free of inner named functions: tsx would wrap them in a helper the page does not have.
 */
function staticPageOfDocument(): string {
  const root = document.documentElement.cloneNode(true) as HTMLElement;
  const rules: string[] = [];
  for (const sheet of [...document.styleSheets, ...document.adoptedStyleSheets]) {
    if (sheet.disabled) continue;
    let text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    // A <style> block's own text is the CSS as the build shipped it (minified; the CSSOM's text is
    // longer), unless rules were inserted into it from script since, which its rule count shows.
    const own = sheet.ownerNode instanceof HTMLStyleElement ? (sheet.ownerNode.textContent ?? '') : '';
    const parsed = new CSSStyleSheet();
    parsed.replaceSync(own);
    if (own && parsed.cssRules.length === sheet.cssRules.length) text = own;
    // Rules of a linked sheet name their images and fonts relative to the sheet, not to the page.
    if (sheet.href) {
      const base = sheet.href;
      text = text.replace(/url\("([^"]*)"\)/g, (_match, url: string) => `url("${new URL(url, base).href}")`);
    }
    const media = sheet.media.mediaText;
    rules.push(media ? `@media ${media}{${text}}` : text);
  }
  root.querySelectorAll('script, style, link[rel~="stylesheet"], link[rel="modulepreload"], link[rel="preload"]').forEach((node) => node.remove());
  // Inline style wins over any sheet; `!important` on a rule for that one element keeps it winning.
  const styled = [root, ...root.querySelectorAll<HTMLElement>('[style]')].filter((element) => element.hasAttribute('style'));
  styled.forEach((element, index) => {
    const declarations = [...element.style].map((name) => `${name}:${element.style.getPropertyValue(name)} !important`);
    element.setAttribute('data-floor-style', String(index));
    element.removeAttribute('style');
    rules.push(`[data-floor-style="${index}"]{${declarations.join(';')}}`);
  });
  const style = document.createElement('style');
  style.textContent = rules.join('\n');
  root.querySelector('head')?.append(style);
  return `<!doctype html>\n${root.outerHTML}`;
}
