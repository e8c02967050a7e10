// A group's members to and from a spreadsheet (issue 29): the leader of 13800000142's group exports the
// list as a CSV (UTF-8 with a byte order mark, the bilingual header, one row a member) and re-imports it
// with a new person (the two rows already in the group listed and fixed in place); downloads the
// import template, fills five new members into it — two of them bad: a name with a digit, and a document
// a visitor already registered on the exhibition ("You have registered this document") — and imports
// it: the two rows are listed with their fields' messages, fixed in place, checked again, and the five go
// in one batch. In English inside WeChat the export is offered to open in the browser, copy or mail,
// never as a download, and a file that is no member sheet says why. A member saved one by one with a
// document a visitor registered is refused as it is saved. zh and en, 375 px, axe clean.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';

const journey = useAppJourney();
const G = SEED.groups;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

async function logIn(page: Page, phone: string): Promise<void> {
  await loginBySms(page, journey.server, phone);
  await page.waitForFunction(() => !location.hash.startsWith('#/registration'), undefined, { timeout: 20_000 });
}

/** The text of the file a download link leads to, and its first bytes. */
async function fileOf(page: Page, linkName: string): Promise<{ text: string; head: number[] }> {
  const href = (await page.getByRole('link', { name: linkName }).getAttribute('href')) ?? '';
  const bytes = new Uint8Array(await (await fetch(href)).arrayBuffer());
  return { text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), head: [...bytes.slice(0, 3)] };
}

describe('the members as a spreadsheet', () => {
  it('are exported, and new ones imported from the template with two bad rows fixed in place, in one batch', async () => {
    const { page, context } = await journey.phones.newPhone('plain');
    await logIn(page, SEED.phones.groupAccount);
    await openHash(page, '#/groupManagement/operateList');
    await page.getByRole('heading', { name: '表格导入导出', level: 2 }).waitFor();

    // The export: the list as it is, one row a member, Chinese kept by the byte order mark.
    await page.getByRole('button', { name: '导出当前列表（CSV 表格）' }).click();
    const exported = await fileOf(page, '下载成员表格（3 人）');
    expect(exported.head).toEqual([0xef, 0xbb, 0xbf]);
    const lines = exported.text.split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('\uFEFF姓名 Name,手机号码 Mobile,证件类型 ID type,证件号码 ID number,分组 Team,审核状态 Review state');
    expect(lines).toHaveLength(4);
    expect(exported.text).toContain('考察组');

    // The import: the template, filled in with five members, two of them bad.
    await page.getByRole('link', { name: '从表格导入成员' }).click();
    await page.getByRole('heading', { name: '从表格导入成员', level: 2 }).waitFor();
    await page.getByRole('button', { name: '下载导入模板（CSV）' }).click();
    const template = await fileOf(page, '下载导入模板');
    const [header] = template.text.split('\r\n');
    expect(header).toBe('\uFEFF姓名 Name,手机号码 Mobile,证件类型 ID type,证件号码 ID number,分组 Team');
    const filled = [
      header,
      '周一,13700000401,护照 Passport,E40000401,考察组',
      '周二2,13700000402,护照 Passport,E40000402,考察组',
      '周三,13700000403,身份证 ID card,11010519491231002X,考察组',
      '周四,="13700000404",Passport,E40000404,',
      '周五,13700000405,护照,E40000405,考察组',
    ].join('\r\n');
    await page.getByLabel('选择 CSV 文件').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(filled, 'utf8') });
    await page.getByText('共 5 行：3 行可以导入，2 行需要修改。').waitFor();
    const nameRow = page.getByRole('group', { name: '第 3 行：周二2' });
    const documentRow = page.getByRole('group', { name: '第 4 行：周三' });
    await nameRow.getByText('姓名至少2个字符，且不能包含数字或特殊字符').waitFor();
    await documentRow.getByText('您已登记过该证件，请勿重复操作').waitFor();
    expect(await nameRow.getByRole('textbox', { name: '姓名' }).getAttribute('aria-invalid')).toBe('true');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-import-rows-zh');

    // Fixed in place: the name without the digit, the document replaced by a passport.
    await nameRow.getByRole('textbox', { name: '姓名' }).fill('周二');
    await documentRow.getByText('护照', { exact: true }).click();
    await documentRow.getByRole('textbox', { name: '证件号码' }).fill('E40000403');
    await page.getByRole('button', { name: '重新检查修改的行' }).click();
    await page.getByText('共 5 行：5 行可以导入，0 行需要修改。').waitFor();
    const before = journey.server.state.groups.membersOf(G.account.groupId).length;
    await page.getByRole('button', { name: '导入 5 名成员' }).click();
    await page.getByText('已导入 5 名成员，等待主办方审核。').waitFor();
    const members = journey.server.state.groups.membersOf(G.account.groupId);
    expect(members).toHaveLength(before + 5);
    expect(members.filter((m) => m.name.startsWith('周')).map((m) => [m.name, m.idNumber]).sort()).toEqual([
      ['周一', 'E40000401'],
      ['周三', 'E40000403'],
      ['周二', 'E40000402'],
      ['周五', 'E40000405'],
      ['周四', 'E40000404'],
    ]);
    await page.getByRole('heading', { name: '共 8 人' }).waitFor();
    await context.close();
  });

  it('in English inside WeChat: the export is offered to open in the browser or mail, and a file that is no sheet says why', async () => {
    const { page, context } = await journey.phones.newPhone('wechat');
    await logIn(page, SEED.phones.groupAccount);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/groupManagement/operateList');
    await page.getByRole('button', { name: 'Export this list (CSV spreadsheet)' }).click();
    await page.getByRole('button', { name: 'Open in the browser' }).waitFor();
    expect(await page.locator('a[download]').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-export-wechat-en');

    await page.getByRole('link', { name: 'Import members from a spreadsheet' }).click();
    await waitForHashPath(page, '/groupManagement/operateList');
    await page.getByRole('heading', { name: 'Import members from a spreadsheet', level: 2 }).waitFor();
    await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'notes.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\r\n1,2\r\n', 'utf8') });
    await page.getByText('No Name, Mobile and ID number columns were found.', { exact: false }).waitFor();
    const bad = ['Name,Mobile,ID type,ID number,Team', 'Li Na,1370000050,Passport,E40000501,考察组', 'Wang Wei,13700000502,Passport,E40000502,Team 9'].join('\n');
    await page.getByLabel('Choose a CSV file').setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(bad, 'utf8') });
    await page.getByText('2 rows: 0 ready to import, 2 to fix.').waitFor();
    await page.getByRole('group', { name: 'Row 2: Li Na' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'groups-import-rows-en');
    await context.close();
  });

  it('refuse a member saved with a document someone else registered on the exhibition, with the spec’s message and nothing typed lost', async () => {
    const { page, context } = await journey.phones.newPhone('plain');
    await logIn(page, SEED.phones.groupAccount);
    await openHash(page, '#/groupManagement/operateList?add=1');
    await page.getByRole('heading', { name: '添加成员', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: '姓名', exact: true }).fill('吴登记');
    await page.getByRole('textbox', { name: '手机号码', exact: true }).fill('13700000601');
    await page.getByRole('textbox', { name: '证件号码', exact: true }).fill('11010519491231002X');
    await page.getByRole('button', { name: '添加成员' }).click();
    await page.getByText('您已登记过该证件，请勿重复操作').waitFor();
    expect(await page.getByRole('textbox', { name: '姓名', exact: true }).inputValue()).toBe('吴登记');
    expect(journey.server.state.groups.membersOf(G.account.groupId).some((m) => m.name === '吴登记')).toBe(false);
    await context.close();
  });

  it('re-import their own export: the rows already in the group are listed, fixed in place and imported with the new one', async () => {
    const { page, context } = await journey.phones.newPhone('plain');
    await logIn(page, SEED.phones.groupAccount);
    await openHash(page, '#/groupManagement/operateList');
    await page.getByRole('button', { name: '导出当前列表（CSV 表格）' }).click();
    const exported = (await fileOf(page, '下载成员表格（3 人）')).text.split('\r\n').filter((line) => line !== '');
    // Two members as exported (already in the group), and one new person in the same columns.
    const [header, first, second] = exported;
    const names = [first, second].map((line) => line?.split(',')[0] ?? '');
    const sheet = [header, first, second, '郑新,13700000701,护照 Passport,E70000701,考察组,'].join('\r\n');

    await page.getByRole('link', { name: '从表格导入成员' }).click();
    await page.getByLabel('选择 CSV 文件').setInputFiles({ name: 'members-again.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet, 'utf8') });
    await page.getByText('共 3 行：1 行可以导入，2 行需要修改。').waitFor();
    for (const [i, name] of names.entries()) {
      const row = page.getByRole('group', { name: `第 ${i + 2} 行：${name}` });
      await row.getByText('该手机号码或证件已在团内，请勿重复添加').waitFor();
      await row.getByRole('textbox', { name: '手机号码' }).fill(`1370000071${i}`);
      await row.getByText('护照', { exact: true }).click();
      await row.getByRole('textbox', { name: '证件号码' }).fill(`E7000071${i}`);
    }
    await page.getByRole('button', { name: '重新检查修改的行' }).click();
    await page.getByText('共 3 行：3 行可以导入，0 行需要修改。').waitFor();
    const before = journey.server.state.groups.membersOf(G.account.groupId).length;
    await page.getByRole('button', { name: '导入 3 名成员' }).click();
    await page.getByText('已导入 3 名成员，等待主办方审核。').waitFor();
    expect(journey.server.state.groups.membersOf(G.account.groupId)).toHaveLength(before + 3);
    await context.close();
  });
});
