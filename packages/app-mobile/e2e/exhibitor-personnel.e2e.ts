// The company's people across pass types (issue 31, design exhibitor.md §2.4 /personnel): 龚人事
// (13800000214) of dept-1008 reads its 200 people 20 at a time, loads more, filters by pass type and state
// (Back restores the filters before), finds one by passport number
// and reports that pass lost (the old code refused at the gate, the new one accepted); then in English
// inside WeChat, where the loss question is read before anything is sent. 邓满额 (13800000210), at 6 of 6
// exhibitor passes, buys 2 extra inside WeChat (the JSAPI double's pay sheet shows the server's ¥400.00) and
// the pass list then says 8 in all, 2 left. The reissued pass's holder is invited to visit as a visitor (one
// text with the visitor registration link; the list says when). axe and screenshots in both languages.
import { weixinJsBridgeDouble } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const ADMIN = '13800000214';

const gate = async (code: string) =>
  (await fetch(new URL('/__contract/pass-code/verify', journey.server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) })).json() as Promise<{ valid: boolean; reason?: string }>;
const codesOf = async (phone: string) => (await fetch(new URL(`/__contract/relation/codes?phone=${phone}`, journey.server.url))).json() as Promise<{ code: string; state: string }[]>;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, admin = ADMIN): Promise<void> {
  await loginBySms(page, journey.server, admin, { registerType: 'exhibitorDept' });
  const left = () => page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
  // On a slow machine the login page may settle after the harness typed the mobile, emptying it: type again.
  await left().catch(async () => {
    await page.getByLabel('手机号码').fill(admin);
    await page.getByRole('button', { name: '登录 / 注册' }).click();
    await left();
  });
}

describe('the company’s people', () => {
  it('reads 200 people 20 at a time, filters by pass type and state with Back restoring them, finds one by passport number and reports the pass lost: the old code is refused at the gate', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page);
    await openHash(page, '#/personnel');
    await page.getByRole('heading', { name: '人员管理', level: 1 }).waitFor();
    const list = page.getByRole('list', { name: '全部人员（200）' });
    await list.waitFor();
    expect(await list.locator(':scope > li').count()).toBe(20);
    await page.getByText('已显示 20 / 200 人').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-personnel-zh');

    await page.getByRole('button', { name: '加载更多' }).click();
    await page.getByText('已显示 40 / 200 人').waitFor();
    expect(await list.locator(':scope > li').count()).toBe(40);

    // filtered by pass type and state, kept in the address: Back restores the one before
    await page.getByRole('combobox', { name: '证件类型' }).selectOption({ label: '布展证' });
    await page.getByRole('list', { name: '符合条件的人员（50）' }).waitFor();
    await page.getByRole('combobox', { name: '状态' }).selectOption({ label: '审核中' });
    const reviewing = page.getByRole('list', { name: '符合条件的人员（10）' });
    await reviewing.waitFor();
    expect(await reviewing.getByText('审核中').count()).toBe(10);
    expect(page.url()).toMatch(/type=buildUp.*state=reviewing/);
    await page.goBack();
    await page.getByRole('list', { name: '符合条件的人员（50）' }).waitFor();
    expect(await page.getByRole('combobox', { name: '状态' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: '证件类型' }).inputValue()).toBe('buildUp');
    await page.goBack();
    await page.getByRole('list', { name: '全部人员（200）' }).waitFor();

    await page.getByRole('searchbox', { name: '按姓名、手机或证件号查找' }).fill('E80000020');
    await page.keyboard.press('Enter');
    const found = page.getByRole('list', { name: '“E80000020”的查找结果（1）' });
    await found.waitFor();
    await found.getByText('护照：E80**0020').waitFor();
    await found.getByText('证件：布展证').waitFor();
    expect(page.url()).toContain('q=E80000020');

    const [old] = await codesOf('13900201020');
    expect(await gate(old?.code ?? '')).toMatchObject({ valid: true });
    await found.getByRole('button', { name: '挂失许伟的证件' }).click();
    const question = page.getByRole('group', { name: '确定挂失许伟的证件吗？原证件将在入口失效，并为其补发新证件。' });
    await question.getByRole('button', { name: '挂失许伟的证件' }).click();
    await page.getByText('已挂失许伟的原证件，新证件已补发，原证件在入口将被拒绝。').waitFor();
    const after = page.getByRole('list', { name: '“E80000020”的查找结果（2）' });
    await after.getByText('已挂失').waitFor();
    await after.getByText('已补办').waitFor();
    expect(await gate(old?.code ?? '')).toMatchObject({ valid: false, reason: 'lost' });
    const fresh = (await codesOf('13900201020')).find((c) => c.state === 'reissued');
    expect(await gate(fresh?.code ?? '')).toMatchObject({ valid: true });
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-personnel-lost-zh');

    // Only the reissued pass offers the visitor invitation (the lost one is history now).
    const invite = after.getByRole('button', { name: '邀请许伟以观众身份参观' });
    expect(await invite.count()).toBe(1);
    await invite.click();
    const ask = page.getByRole('group', { name: /^向许伟（139\*{4}1020）发送观众登记邀请短信吗？$/ });
    await ask.getByRole('button', { name: '邀请许伟以观众身份参观' }).click();
    await page.getByText('已向许伟（139****1020）发送观众登记邀请。').waitFor();
    await after.getByText(/^已邀请参观：\d{4}-\d\d-\d\d \d\d:\d\d/).waitFor();
    const outbox = (await (await fetch(new URL('/__contract/invite/outbox', journey.server.url))).json()) as { recipient: string; text: string; link: string }[];
    const text = outbox.filter((m) => m.recipient === '13900201020');
    expect(text).toHaveLength(1);
    expect(new URL(text[0]!.link).hash).toBe('#/registration');
    await saveScreenshot(page, 'exhibitor-personnel-invited-zh');
  });

  it('reads in English inside WeChat', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/personnel');
    await page.getByRole('heading', { name: 'People', level: 1 }).waitFor();
    await page.getByRole('list', { name: 'Everyone (200)' }).waitFor();
    await page.getByText('Pass: Build-up pass').first().waitFor();
    await page.getByRole('button', { name: 'Report the pass of 赵伟 lost' }).click();
    const question = page.getByRole('group', { name: 'Report the pass of 赵伟 lost? The old pass stops working at the gate and a new one is issued.' });
    await question.getByRole('button', { name: 'Keep' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-personnel-en');
    await question.getByRole('button', { name: 'Keep' }).click();
    await page.getByRole('button', { name: 'Report the pass of 赵伟 lost' }).waitFor();
  });

  it('buys 2 passes beyond the full quota through the pay sheet inside WeChat: 8 in all, 2 left', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await context.addInitScript({ content: weixinJsBridgeDouble(journey.server.url) });
    await logIn(page, '13800000210');
    await openHash(page, '#/personnel');
    await page.getByRole('list', { name: '全部人员（6）' }).waitFor();
    const buy = page.getByRole('form', { name: '购买额外证件' });
    await buy.getByText('展商证（共 6 张，剩余 0）').waitFor();
    await buy.getByRole('textbox', { name: '购买数量（1–20 张）' }).fill('21');
    await buy.getByRole('button', { name: '提交订单并支付' }).click();
    await buy.getByText('输入的数值超出允许范围').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-personnel-extra-zh');
    await buy.getByRole('textbox', { name: '购买数量（1–20 张）' }).fill('2');
    await buy.getByRole('button', { name: '提交订单并支付' }).click();
    const sheet = page.getByRole('dialog', { name: '微信支付' });
    await sheet.getByText('¥400.00').waitFor();
    await sheet.getByRole('button', { name: '支付' }).click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    await openHash(page, '#/exhibitorSelfService/documentManagement/list');
    await page.getByText('已用 6 / 共 8，剩余 2').waitFor();
  });
});
