// Registering others, stay and parking (issue 16): a team of three sent once (a member with bad input
// first and nothing lost, a member registered before refused by name, then corrected), someone registered
// on their behalf, a group member and a colleague by business card, people given beds within a room's
// beds, and a car pass with a bad then a good (new-energy) plate — zh and en, the WeChat browser once,
// every new screen axe-checked and screenshotted in both languages, and the member form by keyboard alone.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { focusIsVisible, hasFocus, tabAndPress, tabAndType, tabTo } from './harness/keyboard';
import { auditScreensByHash } from './harness/screen-audit';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const P = SEED.phones;
const L = SEED.logistics;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** Fills the person form (the demo exhibition's Chinese info form and the mobile twice). */
async function fillMember(page: Page, member: { name: string; phone: string; confirm?: string }): Promise<void> {
  await page.getByLabel('姓名').fill(member.name);
  await page.getByLabel('公司名称').fill('新队示范有限公司');
  await page.getByLabel('职位').selectOption('manager');
  await page.getByLabel('所属行业').selectOption('electronics');
  await page.getByRole('textbox', { name: '手机号码', exact: true }).fill(member.phone);
  await page.getByLabel('确认手机号码').fill(member.confirm ?? member.phone);
}

describe('a team registration', () => {
  it('adds three members (bad input first, nothing lost), is refused for one registered before, and is sent once corrected', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.noDelegates);
    await openHash(page, '#/teamRegistration');
    await page.getByRole('heading', { name: '团队报名', level: 1 }).waitFor();
    await page.getByText('还没有待提交的成员，请先添加成员。').waitFor();

    await page.getByRole('link', { name: '添加成员' }).click();
    await page.getByRole('heading', { name: '添加团队成员', level: 1 }).waitFor();
    await fillMember(page, { name: '甲1', phone: '1390014600', confirm: '13900146009' });
    await page.getByLabel('公司名称').fill('');
    await page.getByRole('button', { name: '保存成员' }).click();
    await page.getByText('姓名至少2个字符，且不能包含数字或特殊字符').waitFor();
    await page.getByRole('alert').filter({ hasText: '请按提示修改后再提交' }).waitFor();
    expect(await hasFocus(page.getByLabel('姓名'))).toBe(true);
    expect(await page.getByLabel('姓名').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('textbox', { name: '手机号码', exact: true }).inputValue()).toBe('1390014600');
    expect(await page.getByLabel('确认手机号码').inputValue()).toBe('13900146009');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'delegates-member-errors-zh');
    await fillMember(page, { name: '甲成员', phone: '13900146001' });
    await page.getByRole('button', { name: '保存成员' }).click();
    await waitForHashPath(page, '/teamRegistration');

    await page.getByRole('link', { name: '添加成员' }).click();
    await fillMember(page, { name: '乙成员', phone: '13900146001' });
    await page.getByRole('button', { name: '保存成员' }).click();
    await page.getByText('该人员已在名单中，请勿重复添加').waitFor();
    await page.getByRole('textbox', { name: '手机号码', exact: true }).fill('13900146002');
    await page.getByLabel('确认手机号码').fill('13900146002');
    await page.getByRole('button', { name: '保存成员' }).click();
    await waitForHashPath(page, '/teamRegistration');
    await page.getByRole('link', { name: '添加成员' }).click();
    await fillMember(page, { name: '丙成员', phone: P.approvedWithTicket });
    await page.getByRole('button', { name: '保存成员' }).click();
    await page.getByRole('heading', { name: '3. 丙成员' }).waitFor();

    await page.getByRole('button', { name: '提交团队报名（3 人）' }).dblclick();
    await page.getByRole('alert').filter({ hasText: '第 3 位成员（丙成员）：您已登记过该证件，请勿重复操作' }).waitFor();
    expect(await hasFocus(page.getByRole('link', { name: '修改 丙成员' }))).toBe(true);
    for (const name of ['1. 甲成员', '2. 乙成员', '3. 丙成员']) await page.getByRole('heading', { name }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'delegates-team-refused-zh');

    await page.getByRole('link', { name: '修改 丙成员' }).click();
    await page.getByRole('heading', { name: '修改团队成员', level: 1 }).waitFor();
    expect(await page.getByLabel('姓名').inputValue()).toBe('丙成员');
    await page.getByRole('textbox', { name: '手机号码', exact: true }).fill('13900146003');
    await page.getByLabel('确认手机号码').fill('13900146003');
    await page.getByRole('button', { name: '保存修改' }).click();
    await waitForHashPath(page, '/teamRegistration');
    await page.getByRole('button', { name: '提交团队报名（3 人）' }).click();
    await page.getByText('已提交 3 名成员的报名，等待审核。').waitFor();
    await page.getByText('已登记 3 人，团队最多 20 人').waitFor();
    expect(await page.getByText('审核中').count()).toBe(3);
    expect(journey.server.state.users.filter((u) => ['13900146001', '13900146002', '13900146003'].includes(u.phone))).toHaveLength(3);
    expect(journey.server.state.users.some((u) => u.phone === P.approvedWithTicket && u.name === '丙成员')).toBe(false);
    await saveScreenshot(page, 'delegates-team-sent-zh');
    await context.close();
  });
});

describe('registering someone else', () => {
  it('registers a person by help in the WeChat browser, and lists them with the ones registered before', async () => {
    const { context, page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.helper);
    await openHash(page, '#/helpRegistration');
    await page.getByRole('heading', { name: '褚被助' }).waitFor();
    await page.getByRole('link', { name: '为他人登记' }).click();
    await page.getByRole('heading', { name: '为他人登记', level: 1 }).waitFor();
    await fillMember(page, { name: '周帮忙', phone: '13900144099' });
    await page.getByRole('button', { name: '提交登记' }).click();
    await page.getByText('已为 周帮忙 完成登记，等待审核。可以继续为下一位登记。').waitFor();
    expect(await page.getByLabel('姓名').inputValue()).toBe('');
    await page.getByRole('link', { name: '查看我帮忙登记的人' }).click();
    await page.getByText('共 2 人').waitFor();
    await page.getByRole('heading', { name: '周帮忙' }).waitFor();
    await context.close();
  });

  it('registers a group member and a colleague by business card in English (a colleague needs a department)', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.helper);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/othersRegistration/group');
    await page.getByRole('heading', { name: 'Register a group', level: 1 }).waitFor();
    await page.getByRole('link', { name: '卫团友' }).waitFor();
    await page.getByRole('link', { name: 'Add a group member' }).click();
    await page.getByRole('heading', { name: 'Group member’s business card', level: 1 }).waitFor();
    expect(await page.getByLabel('Department').count()).toBe(0);
    await page.getByLabel('Name').fill('Ann Lee');
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('13900144098');
    await page.getByLabel('Confirm mobile number').fill('13900144098');
    await page.getByLabel('Company').fill('Demo Trading');
    await page.getByLabel('Job title').fill('Buyer');
    await page.getByRole('button', { name: 'Register group member' }).click();
    await page.getByRole('heading', { name: 'Ann Lee', level: 1 }).waitFor();
    await page.getByText('Under review').waitFor();

    await openHash(page, '#/others-registration-card-form/work');
    await page.getByRole('heading', { name: 'Colleague’s business card', level: 1 }).waitFor();
    expect(await page.getByLabel('Company').inputValue()).toBe('帮忙科技有限公司');
    await page.getByLabel('Name').fill('Bo Chen');
    await page.getByRole('textbox', { name: 'Mobile number', exact: true }).fill('13900144097');
    await page.getByLabel('Confirm mobile number').fill('13900144097');
    await page.getByRole('button', { name: 'Register colleague' }).click();
    await page.getByText('This field is required').waitFor();
    expect(await hasFocus(page.getByLabel('Department'))).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('Bo Chen');
    await page.getByLabel('Department').fill('Sales');
    await page.getByRole('button', { name: 'Register colleague' }).click();
    await page.getByRole('heading', { name: 'Bo Chen', level: 1 }).waitFor();
    await page.getByText('Sales').waitFor();
    await openHash(page, '#/othersRegistration/work');
    await page.getByText('People: 2').waitFor();
    await context.close();
  });
});

describe('stay and parking', () => {
  it('refuses more people than a room has beds, moves a companion to the single room, and issues a car pass after a bad plate', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.roomsAndParking);
    await openHash(page, '#/stayManage');
    await page.getByText('入住：蒋住宿、沈随行').waitFor();
    await page.getByRole('link', { name: '安排入住人员：示范国际酒店 · 标准双床房' }).click();
    await page.getByRole('heading', { name: '安排入住人员', level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: /韩随行/ }).check();
    await page.getByText('已选 3 人，共 2 张床位').waitFor();
    await page.getByRole('button', { name: '保存入住人员' }).click();
    await page.getByText('该房间只有2张床位，最多选择2人').waitFor();
    expect(await hasFocus(page.getByRole('checkbox', { name: /蒋住宿/ }))).toBe(true);
    expect(await page.getByRole('checkbox', { name: /韩随行/ }).isChecked()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'logistics-beds-refused-zh');

    await openHash(page, `#/selectRoomPersonList?roomId=${L.singleRoomId}`);
    await page.getByText('示范国际酒店 · 高级大床房').waitFor();
    await page.getByRole('checkbox', { name: /沈随行/ }).check();
    await page.getByRole('checkbox', { name: /沈随行.*现住 示范国际酒店 · 标准双床房，选择后将移到本房间/ }).waitFor();
    await page.getByRole('button', { name: '保存入住人员' }).dblclick();
    await page.getByText('已保存：示范国际酒店 · 高级大床房 入住 1 人。').waitFor();
    await page.getByRole('link', { name: '返回住宿管理' }).click();
    await page.getByText('入住：蒋住宿', { exact: true }).waitFor();
    await page.getByText('入住：沈随行', { exact: true }).waitFor();

    await openHash(page, '#/parking');
    await page.getByRole('heading', { name: '停车证', level: 1 }).waitFor();
    await page.getByRole('heading', { name: L.validPlate }).waitFor();
    await page.getByLabel('车牌号').fill('粤B1234');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText('车牌号格式不正确').waitFor();
    expect(await hasFocus(page.getByLabel('车牌号'))).toBe(true);
    expect(await page.getByLabel('驾驶人姓名').inputValue()).toBe('蒋住宿');
    await saveScreenshot(page, 'logistics-plate-refused-zh');
    await page.getByLabel('车牌号').fill('粤b·d12345');
    await page.getByRole('button', { name: '提交申请' }).click();
    await page.getByText(/^已为 粤BD12345 办理停车证/).waitFor();
    await page.getByRole('heading', { name: /粤BD12345/ }).waitFor();
    expect(journey.server.state.logistics.passes.filter((pass) => pass.plateNumber === '粤BD12345')).toHaveLength(1);
    await context.close();
  });
});

describe('every new screen', () => {
  it('passes axe and is screenshotted in Chinese', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.helper);
    const group = journey.server.state.delegates.linksOf(`u-demo-${P.helper}`, 'demo', 'group')[0];
    expect(
      await auditScreensByHash(page, [
        ['#/helpRegistration', '帮他人登记', 'delegates-help-zh'],
        ['#/helpRegistration-form', '为他人登记', 'delegates-help-form-zh'],
        ['#/othersRegistration/group', '团体登记', 'delegates-others-group-zh'],
        [`#/others-registration-info-detail/group?id=${group?.personUserId ?? ''}`, '蒋团友', 'delegates-others-detail-zh'],
        ['#/others-registration-card-form/work', '同事名片', 'delegates-card-form-zh'],
        ['#/teamRegistration', '团队报名', 'delegates-team-zh'],
        ['#/teamRegistration-form', '添加团队成员', 'delegates-member-form-zh'],
      ]),
    ).toEqual({});
    await context.close();

    const owner = await journey.phones.newPhone('plain');
    await logIn(owner.page, P.roomsAndParking);
    expect(
      await auditScreensByHash(owner.page, [
        ['#/stayManage', '住宿管理', 'logistics-stay-zh'],
        [`#/selectRoomPersonList?roomId=${L.twinRoomId}`, '安排入住人员', 'logistics-select-room-zh'],
        ['#/parking', '停车证', 'logistics-parking-zh'],
      ]),
    ).toEqual({});
    await owner.context.close();
  });

  it('passes axe and is screenshotted in English (the team leader’s team, the rooms and passes)', async () => {
    const leader = await journey.phones.newPhone('wechat');
    await logIn(leader.page, P.teamLeader);
    await switchLanguageToEnglish(leader.page);
    expect(
      await auditScreensByHash(leader.page, [
        ['#/teamRegistration', 'Team registration', 'delegates-team-en'],
        ['#/teamRegistration-form', 'Add a team member', 'delegates-member-form-en'],
        ['#/helpRegistration', 'Register someone', 'delegates-help-en'],
        ['#/helpRegistration-form', 'Register someone', 'delegates-help-form-en'],
        ['#/othersRegistration/group', 'Register a group', 'delegates-others-group-en'],
        ['#/others-registration-card-form/group', 'Group member’s business card', 'delegates-card-form-en'],
      ]),
    ).toEqual({});
    await leader.context.close();

    const owner = await journey.phones.newPhone('plain');
    await logIn(owner.page, P.roomsAndParking);
    await switchLanguageToEnglish(owner.page);
    const [shen] = journey.server.state.delegates.linksOf(`u-demo-${P.roomsAndParking}`, 'demo', 'help').slice(-1);
    expect(
      await auditScreensByHash(owner.page, [
        ['#/stayManage', 'Accommodation', 'logistics-stay-en'],
        [`#/selectRoomPersonList?roomId=${L.singleRoomId}`, 'Who sleeps here', 'logistics-select-room-en'],
        ['#/parking', 'Car passes', 'logistics-parking-en'],
        [`#/others-registration-info-detail/group?id=${shen?.personUserId ?? ''}`, '沈随行', 'delegates-others-detail-en'],
      ]),
    ).toEqual({});
    await owner.context.close();
  });
});

describe('the team member form by keyboard', () => {
  it('reaches every field with Tab and a visible focus, types a member and saves it with Enter', async () => {
    const { context, page } = await journey.phones.newPhone('plain');
    await logIn(page, P.noDelegates);
    await openHash(page, '#/teamRegistration-form');
    await page.getByRole('heading', { name: '添加团队成员', level: 1 }).waitFor();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabAndType(page, page.getByLabel('姓名'), '键盘成员');
    expect(await focusIsVisible(page)).toBe(true);
    await tabAndType(page, page.getByLabel('公司名称'), '键盘公司');
    await tabTo(page, page.getByLabel('职位'));
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.press('ArrowDown');
    await tabTo(page, page.getByLabel('所属行业'));
    await page.keyboard.press('ArrowDown');
    await tabAndType(page, page.getByRole('textbox', { name: '手机号码', exact: true }), '13900146077');
    await tabAndType(page, page.getByLabel('确认手机号码'), '13900146077');
    expect(await tabAndPress(page, page.getByRole('button', { name: '保存成员' }))).toBe(true);
    await waitForHashPath(page, '/teamRegistration');
    await page.getByRole('heading', { name: '1. 键盘成员' }).waitFor();
    await context.close();
  });
});
