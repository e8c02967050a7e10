// What the sweep reads of a screen in the page itself, in one pass: its width against the 375 px phone,
// the interface text it shows (text nodes and the attributes a person hears or sees: aria-label, alt,
// placeholder, title, the page title), the links that lead elsewhere, and the address. The rules that
// judge them (which text is the other language, which is data) run in Node: sweep-rules.ts.
import type { Page } from 'playwright-core';
import enCommon from '../../src/ui/texts/common/en.json';
import zhCommon from '../../src/ui/texts/common/zh.json';

export interface ShownText {
  /** The text as shown (whitespace collapsed). */
  readonly text: string;
  /** Where it is: `h1`, `button.fp-link`, `input[placeholder]`, `title`. */
  readonly where: string;
}

export interface PageAudit {
  /** The hash path shown (`/order/1907…`), without its query. */
  readonly path: string;
  /** The whole address. */
  readonly href: string;
  readonly viewportWidth: number;
  /** document.scrollingElement.scrollWidth. */
  readonly scrollWidth: number;
  /** The outermost visible elements whose right edge passes the viewport (none clipped by a scrolling box inside it). */
  readonly overflowing: readonly { readonly what: string; readonly right: number }[];
  /** Every visible piece of interface text. */
  readonly texts: readonly ShownText[];
  /** Link targets that carry a value that never should be there (`/order/undefined`). */
  readonly brokenHrefs: readonly string[];
  /** The visible links to another screen, and buttons outside a form that do not stay on it. */
  readonly waysOn: readonly string[];
}

/** Runs in the page: see PageAudit. */
function auditInPage(staying: readonly string[]): PageAudit {
  const viewportWidth = document.documentElement.clientWidth;
  const pageLang = (document.documentElement.lang || '').split('-')[0];
  const hashPath = (hash: string) => hash.replace(/^#/, '').split('?')[0] ?? '';
  const shown = (element: Element): boolean =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    (element.getClientRects().length > 0 || getComputedStyle(element).display === 'contents');
  const describe = (element: Element): string => {
    const id = element.id ? `#${element.id}` : '';
    const cls = typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}${id}${cls}${text ? ` "${text}"` : ''}`;
  };
  /** Text in an element that declares another language than the page's (the language switch's 中文) is that language on purpose. */
  const otherLanguage = (element: Element): boolean => {
    const declared = element.closest('[lang]')?.getAttribute('lang')?.split('-')[0];
    return declared !== undefined && declared !== pageLang;
  };

  // Width: elements whose right edge passes the viewport, unless a box between them and the page clips
  // or scrolls them (a row of day tabs that scrolls sideways is reachable, and within the page's width).
  const clippedInside = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX !== 'visible' && parent.getBoundingClientRect().right <= viewportWidth + 0.5) return true;
    }
    return false;
  };
  const overflowingElements: Element[] = [];
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const rect = element.getBoundingClientRect();
    if (rect.width <= 1 || rect.height <= 1 || rect.right <= viewportWidth + 0.5) continue;
    if (!shown(element) || clippedInside(element)) continue;
    if (overflowingElements.some((outer) => outer.contains(element))) continue;
    overflowingElements.push(element);
  }
  const overflowing = overflowingElements.slice(0, 4).map((element) => ({ what: describe(element), right: Math.round(element.getBoundingClientRect().right) }));

  const texts: ShownText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!parent || text === '' || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
    if (!shown(parent) || otherLanguage(parent)) continue;
    texts.push({ text, where: describe(parent).split(' ')[0] ?? '' });
  }
  const ATTRIBUTES = ['aria-label', 'aria-description', 'alt', 'placeholder', 'title'];
  for (const element of Array.from(document.body.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(',')))) {
    if (!shown(element) || otherLanguage(element)) continue;
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)?.replace(/\s+/g, ' ').trim();
      if (value) texts.push({ text: value, where: `${element.tagName.toLowerCase()}[${name}]` });
    }
  }
  for (const input of Array.from(document.body.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
    if (shown(input) && input.value.trim() && !['hidden', 'password', 'file'].includes(input.type)) texts.push({ text: input.value.trim(), where: `${input.tagName.toLowerCase()}[value]` });
  }
  for (const option of Array.from(document.body.querySelectorAll('select option'))) {
    const select = option.closest('select');
    if (select && shown(select) && !otherLanguage(option)) texts.push({ text: (option.textContent ?? '').trim(), where: 'option' });
  }
  if (document.title.trim()) texts.push({ text: document.title.trim(), where: 'title' });

  const here = hashPath(location.hash);
  const brokenHrefs: string[] = [];
  const waysOn: string[] = [];
  for (const link of Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    if (/(^|[/=])(undefined|null|NaN)([/?&#]|$)/.test(href)) brokenHrefs.push(href);
    if (!shown(link) || href === '' || href === '#') continue;
    const target = new URL(link.href, location.href);
    if (!/^https?:$/.test(target.protocol)) continue;
    const elsewhere = target.origin !== location.origin || target.pathname !== location.pathname || hashPath(target.hash) !== here;
    if (elsewhere) waysOn.push(describe(link));
  }
  // A button outside a form leads on too (continue, skip, log out, the back button), except one that
  // stays: a toggle, the language switch, and "try again" (its texts are passed in).
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('button, [role="button"]'))) {
    if (!shown(button) || (button as HTMLButtonElement).disabled || button.closest('form, .fp-lang-switch')) continue;
    if (button.hasAttribute('aria-pressed') || button.hasAttribute('aria-expanded') || button.getAttribute('aria-haspopup')) continue;
    const name = (button.getAttribute('aria-label') ?? button.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (name === '' || staying.includes(name)) continue;
    waysOn.push(describe(button));
  }

  return {
    path: here,
    href: location.href,
    viewportWidth,
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    overflowing,
    texts,
    brokenHrefs,
    waysOn,
  };
}

/** Names of buttons that stay on the screen: "try again" in both languages (the app's common texts). */
const STAYING_BUTTONS = [zhCommon.retry, enCommon.retry, zhCommon.slowWrite.tryAgain, enCommon.slowWrite.tryAgain, zhCommon.slowWrite.keepWaiting, enCommon.slowWrite.keepWaiting];

export const auditPage = (page: Page): Promise<PageAudit> => page.evaluate(auditInPage, STAYING_BUTTONS);
