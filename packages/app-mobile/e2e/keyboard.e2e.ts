// Journeys with the keyboard alone (#12 items 1, 2, 5): Tab reaches every control in order, Space ticks
// the agreements and picks answers, Enter sends; the focus is always somewhere visible, and stays on
// "get code" when it turns into its countdown.
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { entryLink } from './harness/app-server';
import { seriousA11yViolations } from './harness/a11y';
import { focusIsVisible, tabTo } from './harness/keyboard';
import { useAppJourney } from './harness/journey';
import { EN, ZH, openLoginPage, waitForHashPath } from './journeys/login-page.steps';

const journey = useAppJourney();

describe('logging in with the keyboard alone', () => {
  it('in Chinese: Tab to each field, Space ticks both agreements, Enter logs in', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));

    const phone = page.getByLabel(ZH.phone);
    await tabTo(page, phone);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(SEED.phones.newVisitor);

    const getCode = page.getByRole('button', { name: '获取验证码' });
    await tabTo(page, getCode);
    await page.keyboard.press('Enter');
    const resting = page.getByRole('button', { name: /秒后重新获取/ });
    await resting.waitFor();
    // The countdown keeps the focus: it does not drop to the page.
    expect(await resting.evaluate((element) => element === document.activeElement)).toBe(true);

    await tabTo(page, page.getByLabel(ZH.code, { exact: true }));
    await page.keyboard.type(SEED.code);
    const privacy = page.getByRole('checkbox', { name: ZH.privacy });
    await tabTo(page, privacy);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    const initiative = page.getByRole('checkbox', { name: ZH.initiative });
    await tabTo(page, initiative);
    await page.keyboard.press('Space');
    expect(await privacy.isChecked()).toBe(true);
    expect(await initiative.isChecked()).toBe(true);

    await tabTo(page, page.getByRole('button', { name: ZH.submit }));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Enter');
    await waitForHashPath(page, '/infoWap');
    await context.close();
  });

  it('in English: a failed submit moves the focus to the first field to fix, and the keyboard finishes the login', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, { languageType: 'en' }, '/registration'), EN.submit);

    await tabTo(page, page.getByRole('button', { name: EN.submit }));
    await page.keyboard.press('Enter');
    const email = page.getByLabel(EN.email);
    await expect.poll(() => email.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.type(SEED.emails.englishVisitor);
    await tabTo(page, page.getByLabel(EN.code, { exact: true }));
    await page.keyboard.type(SEED.code);
    await tabTo(page, page.getByRole('checkbox', { name: EN.privacy }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: EN.initiative }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: EN.submit }));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
    await context.close();
  });
});

describe('answering the questionnaire with the keyboard alone', () => {
  it('reaches every choice by Tab and arrow keys, picks with Space and sends with Enter', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await openLoginPage(page, entryLink(journey.server, {}, '/registration'));
    await page.getByLabel(ZH.phone).fill(SEED.phones.questionnairePending);
    await page.getByLabel(ZH.code, { exact: true }).fill(SEED.code);
    await page.getByRole('checkbox', { name: ZH.privacy }).check();
    await page.getByRole('checkbox', { name: ZH.initiative }).check();
    await page.getByRole('button', { name: ZH.submit }).click();
    await waitForHashPath(page, '/questionnaire');

    const single = page.getByRole('radio', { name: '商务洽谈' });
    await tabTo(page, page.getByRole('radio').first());
    // Arrow keys move within a radio group; Space picks the focused one.
    for (let presses = 0; presses < 6 && !(await single.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    expect(await single.isChecked()).toBe(true);

    const robots = page.getByRole('checkbox', { name: '机器人' });
    await tabTo(page, robots);
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('Space');
    expect(await robots.isChecked()).toBe(true);

    await tabTo(page, page.getByRole('textbox', { name: '其他建议' }));
    await page.keyboard.type('希望增加停车位');
    await tabTo(page, page.getByRole('button', { name: '提交问卷' }));
    await page.keyboard.press('Enter');
    await waitForHashPath(page, '/auditing');
    expect(JSON.stringify(journey.server.state.snapshot().answers)).toContain('希望增加停车位');
    await context.close();
  });
});
