// Keyboard-only steps: reach a control with Tab as a keyboard user does, and check the focus is drawn.
import type { Locator, Page } from 'playwright-core';

/** Whether the control has the focus now. */
export const hasFocus = (control: Locator): Promise<boolean> => control.evaluate((element) => element === document.activeElement);

/** Presses Tab until the control has the focus (failing after `limit` presses): it is in the tab order. */
export async function tabTo(page: Page, control: Locator, limit = 25): Promise<void> {
  await control.waitFor({ state: 'attached' });
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press('Tab');
    if (await hasFocus(control)) return;
  }
  throw new Error(`Tab never reached ${control.toString()}`);
}

/** The focused element draws a visible outline (or box shadow) of its own or on its parent. */
export const focusIsVisible = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return false;
    const style = getComputedStyle(element);
    const parent = element.parentElement ? getComputedStyle(element.parentElement) : undefined;
    const drawn = (s: CSSStyleDeclaration | undefined) =>
      !!s && ((s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none');
    return drawn(style) || drawn(parent);
  });

/** Tabs to the control, checks its focus is visible, and presses the key (Enter for buttons and links). */
export async function tabAndPress(page: Page, control: Locator, key = 'Enter'): Promise<boolean> {
  await tabTo(page, control);
  const visible = await focusIsVisible(page);
  await page.keyboard.press(key);
  return visible;
}

/** Tabs to a text field and types into it. */
export async function tabAndType(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}
