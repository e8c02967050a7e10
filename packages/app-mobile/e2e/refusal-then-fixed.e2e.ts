// A write refused for a cause the visitor then removes goes through when sent again from the same tab
// (issue 25): the refusal ended its Idempotency-Key, so the same content is a new write, not a replay of
// the refusal — a car pass refused because the plate has a valid pass (4723) is issued once that pass is
// cancelled, and a group member refused as already in the group (4603) is added once the other is gone.
// And the lead tool reloaded in the middle of a send: the lead the server already has (or is still
// saving) ends synced, never "未能同步".
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms } from './after-login/visitor-login';
import { useAppJourney } from './harness/journey';
import { captureTyped, logInToLeads, openHash, serverLeads } from './journeys/leads.steps';

const journey = useAppJourney();
const P = SEED.phones;
const G = SEED.groups;
const L = SEED.logistics;

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

describe('a refusal whose cause is then removed', () => {
  it('a car pass refused for a plate that has a valid pass is issued from the same form once that pass is cancelled', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.roomsAndParking);
    await openHash(page, '#/parking');
    await page.getByRole('heading', { name: '停车证', level: 1 }).waitFor();
    await page.getByRole('heading', { name: L.validPlate }).waitFor();

    await page.getByLabel('车牌号').fill(L.validPlate);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByRole('alert').filter({ hasText: `车牌号${L.validPlate}在这些日期已有有效的停车证` }).waitFor();

    // The cause goes: the valid pass is cancelled on the same page.
    const validPass = page.getByRole('article', { name: L.validPlate });
    await validPass.getByRole('button', { name: '取消停车证' }).click();
    await validPass.getByRole('group').getByRole('button', { name: '取消停车证' }).click();
    await validPass.getByText('已取消').waitFor();

    // The same form, unchanged, sent again: issued, not the old refusal replayed.
    expect(await page.getByLabel('车牌号').inputValue()).toBe(L.validPlate);
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(new RegExp(`^已为 ${L.validPlate} 办理停车证`)).waitFor();
    const valid = journey.server.state.logistics.passes.filter((pass) => pass.plateNumber === L.validPlate && pass.state === 'valid');
    expect(valid).toHaveLength(1);
    await context.close();
  });

  it('a member refused as already in the group is added from the same form once the other member is gone', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.groupLeaderForming);
    const members = journey.server.state.groups.members;
    const other = members.find((m) => m.groupId === G.forming.groupId && m.reviewState === 'pending');
    if (!other) throw new Error('the seeded group has no pending member');
    const phone = other.phone;

    await openHash(page, '#/groupManagement/operateList?add=1');
    await page.getByRole('heading', { name: '添加成员', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: '姓名', exact: true }).fill('王重来');
    await page.getByRole('textbox', { name: '手机号码', exact: true }).fill(phone);
    await page.getByText('护照', { exact: true }).click();
    await page.getByRole('textbox', { name: '证件号码', exact: true }).fill('E55667788');
    await page.getByRole('region', { name: '添加成员' }).getByText('上海二队', { exact: true }).click();
    await page.getByRole('button', { name: '添加成员' }).click();
    await page.getByRole('alert').filter({ hasText: '该手机号码或证件已在团内，请勿重复添加' }).waitFor();

    // The cause goes: the other member with that mobile leaves the group (removed by the organiser).
    members.splice(members.indexOf(other), 1);

    expect(await page.getByRole('textbox', { name: '手机号码', exact: true }).inputValue()).toBe(phone);
    await page.getByRole('button', { name: '添加成员' }).click();
    await page.getByText('已添加王重来，等待主办方审核。').waitFor();
    const added = members.filter((m) => m.groupId === G.forming.groupId && m.phone === phone);
    expect(added.map((m) => m.name)).toEqual(['王重来']);
    await context.close();
  });
});

describe('the lead tool reloaded in the middle of a send', () => {
  it('shows the lead synced after the reload, never "未能同步", and the server has it once', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    // Remembers (across the reload, in the tab's session storage) whether any lead ever showed "未能同步".
    await context.addInitScript(() => {
      const look = () => {
        const states = document.querySelectorAll('[data-testid="lead-sync"], [data-testid="lead-row"]');
        if ([...states].some((state) => state.textContent?.includes('未能同步'))) sessionStorage.setItem('journey.sawUnsynced', '1');
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await logInToLeads(page, journey.server, P.tradeFairExhibitor);
    const code = `${SEED.leads.badgePrefix}0044`;
    const onServer = () => serverLeads(journey.server, SEED.leads.accounts.single).filter((lead) => lead.badgeCode === code);

    // The server takes its time over the save; the page is reloaded while it is on its way.
    journey.server.faults.set('POST /api/ef-registration-client/lead/save', { latencyMs: 3_000, times: 1 });
    await openHash(page, '#/scanCodePage');
    const saving = page.waitForRequest((request) => request.url().endsWith('/lead/save'));
    await captureTyped(page, code);
    await saving;
    await page.reload();

    await page.getByTestId('lead-sync').getByText('已同步').waitFor({ timeout: 30_000 });
    await expect.poll(() => onServer().length, { timeout: 10_000 }).toBe(1);
    await openHash(page, '#/customerPage');
    await page.getByTestId('lead-row').first().waitFor();
    expect(await page.getByTestId('lead-row').getByText('未能同步').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('journey.sawUnsynced'))).toBeNull();
    expect(onServer()).toHaveLength(1);
    await context.close();
  });
});
