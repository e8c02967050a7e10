// The company's exhibits (issue 30, design exhibitor.md §5.1 journey 3, its exhibits part): 陈展商
// (13800000005, 5 of 6) changes the refused exhibit, reading the organiser's reason, and sends it for
// review again; adds the sixth (a one-character name refused first, nothing typed lost), after which the
// list says "展品数量已达上限" instead of offering to add; 13800000207 (6 of 6) reads the same in English
// inside WeChat and the add page refuses before sending; a products-only login is told the exhibitor has
// not opened the permission. 陈展商 starts a new exhibit from last edition's (2025) inside WeChat: the
// form is filled, kept over a reload and a switch to English, and nothing is sent until it is sent for
// review. The smart speaker gets an image and a video (a 2.5 MB image, an avi and a 21 MB video refused
// on picking, nothing typed in the form lost), then lists what changed since it was approved; at 6 of 6
// images a 7th is refused in English. 13800000207 at 6 of 6 removes one (asked first, once for a double
// tap) and then adds another. axe-checked and screenshotted in zh and en.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';
import { hasFocus } from './harness/keyboard';
import { saveScreenshot } from './harness/screenshots';
import { fileOnDisk } from './harness/picked-file';

const journey = useAppJourney();
const P = { admin: '13800000005', full: '13800000207', productsOnly: '13800000206' };

const logIn = (page: Page, phone: string, registerType?: string) => logInAsExhibitor(page, journey.server, phone, registerType);

const box = (page: Page, label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

/** An mp4's first box (`ftyp isom`) padded to `size` bytes. */
const mp4 = (name: string, size: number) => {
  const buffer = Buffer.alloc(size);
  buffer.writeUInt32BE(24, 0);
  buffer.write('ftypisom', 4, 'latin1');
  return { name, mimeType: name.endsWith('.avi') ? 'video/x-msvideo' : 'video/mp4', buffer };
};

describe("the company's exhibits", () => {
  it('changes the refused exhibit and adds the sixth, after which the list says the maximum is reached', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    await page.getByRole('navigation', { name: '展商服务' }).getByRole('link', { name: '展品管理' }).click();
    await page.getByRole('heading', { name: '展品管理', level: 1 }).waitFor();
    await page.getByText('已添加 5/6 件展品').waitFor();
    const refused = page.getByRole('article', { name: '移动电源' });
    await refused.getByText('未通过原因：图片不清晰，请重新上传').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibits-zh');

    await refused.getByRole('link', { name: '修改展品：移动电源' }).click();
    await page.getByRole('heading', { name: '修改展品', level: 1 }).waitFor();
    await page.getByText('未通过原因：图片不清晰，请重新上传').waitFor();
    expect(await box(page, '展品名称').inputValue()).toBe('移动电源');
    await page.getByRole('textbox', { name: /展品介绍/ }).fill('20000mAh，支持快充。');
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/exhibit/list');
    await page.getByRole('article', { name: '移动电源' }).getByText('审核中').waitFor();

    await page.getByRole('link', { name: '添加展品' }).click();
    await page.getByRole('heading', { name: '添加展品', level: 1 }).waitFor();
    await box(page, '展品名称').fill('灯');
    await box(page, '展品英文名称').fill('Smart lamp');
    // The category is chosen from the organiser's list, by name (the code is what is sent).
    await page.getByRole('combobox', { name: /^类别/ }).selectOption({ label: '照明' });
    await page.getByRole('button', { name: '提交审核' }).click();
    await page.getByRole('alert').filter({ hasText: '请按提示修改后再提交' }).waitFor();
    expect(await hasFocus(box(page, '展品名称'))).toBe(true);
    expect(await box(page, '展品英文名称').inputValue()).toBe('Smart lamp');
    await saveScreenshot(page, 'exhibitor-exhibit-errors-zh');
    await box(page, '展品名称').fill('智能台灯');
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/exhibit/list');
    await page.getByText('已添加 6/6 件展品').waitFor();
    await page.getByRole('status').filter({ hasText: '展品数量已达上限' }).waitFor();
    expect(await page.getByRole('link', { name: '添加展品' }).count()).toBe(0);
  });

  it("starts a new exhibit from last edition's, inside WeChat: the form is filled and kept over a reload and a language switch, and nothing is sent until it is sent for review", async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.admin);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('exhibit/save')) saves.push(request.url());
    });
    await openHash(page, '#/exhibitorSelfService/exhibit/list');
    await page.getByRole('link', { name: '添加展品' }).click();
    await page.getByRole('heading', { name: '添加展品', level: 1 }).waitFor();
    const last = page.getByRole('region', { name: '从上届展品开始（2025）' });
    await last.getByRole('button', { name: '用「温湿度传感器」填写表单' }).click();
    await page.getByRole('status').filter({ hasText: '已将 2025 届展品「温湿度传感器」填入上方表单' }).waitFor();
    expect(await hasFocus(box(page, '展品名称'))).toBe(true);
    expect(await box(page, '展品英文名称').inputValue()).toBe('Temperature and humidity sensor');
    expect(await page.getByRole('combobox', { name: /^类别/ }).inputValue()).toBe('smartHome');
    expect(await page.getByRole('combobox', { name: /^类别/ }).locator('option:checked').textContent()).toBe('智能家居');
    // last edition's exhibits name their category from the same list
    await last.getByText('工业检测').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibit-last-edition-zh');

    await page.reload();
    await page.getByRole('heading', { name: '添加展品', level: 1 }).waitFor();
    expect(await box(page, '展品名称').inputValue()).toBe('温湿度传感器');
    expect(await page.getByRole('textbox', { name: /展品介绍/ }).inputValue()).toBe('精度 ±0.2℃，纽扣电池续航两年。');
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/exhibit/single');
    await page.getByRole('heading', { name: 'Add an exhibit', level: 1 }).waitFor();
    expect(await box(page, 'Name in English').inputValue()).toBe('Temperature and humidity sensor');
    // the chosen code stays while the English list loads, then reads by its English name
    await expect.poll(() => page.getByRole('combobox', { name: /^Category/ }).locator('option:checked').textContent()).toBe('Smart home');
    await page.getByRole('region', { name: "Start from last edition's exhibits (2025)" }).getByRole('button', { name: 'Fill the form with Industrial probe' }).waitFor();
    await saveScreenshot(page, 'exhibitor-exhibit-last-edition-en');
    expect(saves).toEqual([]);

    await page.getByRole('button', { name: 'Send for review' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/exhibit/list');
    await page.getByRole('article', { name: 'Temperature and humidity sensor' }).getByText('Under review').waitFor();
    await page.getByText('6 of 6 exhibits added').waitFor();
    expect(saves).toHaveLength(1);
  });

  it("adds an image and a video to an exhibit, refusing a 2.5 MB image, an avi and a 21 MB video on picking, the form's text kept", async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.admin);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('exhibitor/upload')) uploads.push(request.url());
    });
    await openHash(page, '#/exhibitorSelfService/exhibit/single?id=exh-1001-1');
    await page.getByRole('heading', { name: '修改展品', level: 1 }).waitFor();
    const media = page.getByRole('region', { name: '图片和视频' });
    await media.getByText('图片：2 / 6 张').waitFor();
    const first = media.getByRole('img', { name: '智能音箱的第 1 张图片' });
    await page.getByRole('textbox', { name: /展品介绍/ }).fill('360° 环绕声，支持语音控制。');

    await page.getByLabel('添加图片').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: Buffer.alloc(2.5 * 1024 * 1024, 1) });
    await page.getByRole('alert').filter({ hasText: 'big.png 无法使用：每张图片不能超过 2MB' }).waitFor();
    expect(uploads).toEqual([]);
    // the seeded picture's own bytes: a real 640×480 png
    const picture = Buffer.from(await (await fetch(new URL((await first.getAttribute('src')) ?? '', journey.server.url))).arrayBuffer());
    await page.getByLabel('添加图片').setInputFiles({ name: 'speaker-top.png', mimeType: 'image/png', buffer: picture });
    await page.getByRole('status').filter({ hasText: '已添加 speaker-top.png，展品将重新审核' }).waitFor();
    await media.getByText('图片：3 / 6 张').waitFor();
    await media.getByRole('img', { name: '智能音箱的第 3 张图片' }).waitFor();

    await page.getByLabel('添加视频').setInputFiles(mp4('clip.avi', 4096));
    await page.getByRole('alert').filter({ hasText: 'clip.avi 无法使用：视频须为 mp4 或 mov 格式' }).waitFor();
    await page.getByLabel('添加视频').setInputFiles(fileOnDisk('long.mp4', mp4('long.mp4', 21 * 1024 * 1024).buffer));
    await page.getByRole('alert').filter({ hasText: 'long.mp4 无法使用：视频不能超过 20MB' }).waitFor();
    expect(uploads).toHaveLength(1);
    await page.getByLabel('添加视频').setInputFiles(mp4('speaker.mp4', 4096));
    await page.getByRole('status').filter({ hasText: 'speaker.mp4 已设为展品视频' }).waitFor();
    const video = media.getByLabel('智能音箱的视频');
    expect(await video.evaluate((v: HTMLVideoElement) => [v.tagName, v.controls])).toEqual(['VIDEO', true]);
    await media.getByText('speaker.mp4 · 4 KB').waitFor();
    await video.focus();
    expect(await hasFocus(video)).toBe(true);
    await page.getByLabel('更换视频').waitFor();
    expect(await page.getByRole('textbox', { name: /展品介绍/ }).inputValue()).toBe('360° 环绕声，支持语音控制。');
    // what changed since the organiser approved it: the images and the video, as approved and now
    const changes = page.getByRole('region', { name: '审核通过后的改动' });
    await changes.getByRole('heading', { name: '视频' }).waitFor();
    expect(await changes.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['图片', '视频']);
    await changes.locator('ins').filter({ hasText: 'speaker-top.png' }).waitFor();
    await changes.locator('del').filter({ hasText: '（空）' }).waitFor();
    await changes.getByText(/^与 \d{4}-\d\d-\d\d \d\d:\d\d 审核通过的展品相比，有 2 处不同/).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibit-media-zh');

    // The organiser approves it as it stands now: nothing differs any more.
    const review = await fetch(`${journey.server.url}/__contract/catalogue/review`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deptId: 'dept-1001', target: 'exh-1001-1', outcome: 'approved' }),
    });
    expect(review.ok).toBe(true);
    await page.reload();
    await media.getByText('图片：3 / 6 张').waitFor();
    expect(await changes.count()).toBe(0);
  });

  it('at 6 of 6, in English inside WeChat, the add page refuses before sending', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, P.full);
    await switchLanguageToEnglish(page);
    await openHash(page, '#/exhibitorSelfService/exhibit/list');
    await page.getByRole('heading', { name: 'Exhibits', level: 1 }).waitFor();
    await page.getByText('6 of 6 exhibits added').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibits-full-en');
    await openHash(page, '#/exhibitorSelfService/exhibit/single');
    await page.getByRole('heading', { name: 'Add an exhibit', level: 1 }).waitFor();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('button', { name: 'Send for review' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibit-full-en');

    await openHash(page, '#/exhibitorSelfService/exhibit/list');
    await page.getByRole('heading', { name: 'Exhibits', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Change the exhibit: Exhibit no. 1', exact: true }).click();
    await page.getByRole('heading', { name: 'Change an exhibit', level: 1 }).waitFor();
    const media = page.getByRole('region', { name: 'Images and video' });
    await media.getByText('Images: 6 of 6').waitFor();
    await page.getByLabel('Add an image').setInputFiles({ name: 'seventh.png', mimeType: 'image/png', buffer: Buffer.alloc(2048, 1) });
    await page.getByRole('alert').filter({ hasText: 'An exhibit can have at most 6 images: remove one to add another' }).waitFor();
    await media.getByText('No video yet.').waitFor();
    expect(await page.getByRole('region', { name: 'What changed since approval' }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibit-media-en');
  });

  it('at 6 of 6, removes one, asked first with its name and once for a double tap, after which the count is 5 of 6 and another can be added', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.full);
    const removes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('exhibit/remove')) removes.push(request.headers()['idempotency-key'] ?? '');
    });
    await openHash(page, '#/exhibitorSelfService/exhibit/list');
    await page.getByText('已添加 6/6 件展品').waitFor();
    await page.getByRole('status').filter({ hasText: '展品数量已达上限' }).waitFor();
    const sixth = page.getByRole('article', { name: '展品6号' });

    await sixth.getByRole('button', { name: '删除展品' }).click();
    const question = sixth.getByRole('group', { name: /删除展品「展品6号」后不可恢复/ });
    expect(await question.evaluate((element) => element === document.activeElement)).toBe(true);
    await question.getByRole('button', { name: '暂不删除' }).click();
    expect(removes).toEqual([]);
    await sixth.getByRole('button', { name: '删除展品' }).click();
    await question.getByRole('button', { name: '删除展品' }).dblclick();
    await page.getByRole('status').filter({ hasText: '展品「展品6号」已删除。' }).waitFor();
    await page.getByText('已添加 5/6 件展品').waitFor();
    expect(await hasFocus(page.getByTestId('exhibit-count'))).toBe(true);
    expect(await page.getByRole('article', { name: '展品6号' }).count()).toBe(0);
    expect(new Set(removes).size).toBe(1);
    expect(journey.server.state.exhibitor.exhibits.get('dept-1009')?.map((e) => e.id)).toEqual(['exh-1009-1', 'exh-1009-2', 'exh-1009-3', 'exh-1009-4', 'exh-1009-5']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'exhibitor-exhibit-removed-zh');

    await page.getByRole('link', { name: '添加展品' }).click();
    await page.getByRole('heading', { name: '添加展品', level: 1 }).waitFor();
    await box(page, '展品名称').fill('智能插座');
    await box(page, '展品英文名称').fill('Smart plug');
    await page.getByRole('combobox', { name: /^类别/ }).selectOption({ label: '智能家居' });
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForHashPath(page, '/exhibitorSelfService/exhibit/list');
    await page.getByText('已添加 6/6 件展品').waitFor();
    await page.getByRole('article', { name: '智能插座' }).getByText('审核中').waitFor();
  });

  it('tells a products-only login the exhibitor has not opened the permission', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, P.productsOnly, 'exhibitor_product');
    await openHash(page, '#/exhibitorSelfService/exhibit/list');
    await page.getByText('该展商尚未开通此权限').first().waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
