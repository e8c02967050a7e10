// The exhibitor's letters (issue 31, design exhibitor.md §2.4 visaInfo, §2.5 templates, §2.6 check-in,
// §5.2 journeys 3–4 in part): 陈展商 (13800000005) writes the company's own invitation in Chinese — an
// unknown %%placeholder%% refused by name, nothing typed lost — previews it as card and poster (plain
// markup, no canvas) and publishes it as the default, and requests a visa letter whose nationality, left
// unchosen, asks for a country, then is picked from the country list by its name (the letters name their
// country, 德国, 法国); then MÜLLER Anna (13800000211) in English inside WeChat requests a visa letter
// while the country list does not load (said with a retry, nothing typed lost; then Germany picked by
// name), a passport expiring too soon refused with the date, nothing typed lost, the organiser issues it — its timeline says when — and its bilingual PDF opens in the viewer (the
// Chinese half drawn too) with the QR code's no-token verification page, and her check-in notice shows
// "checked in at …" after the desk scans its code, with and without the QR picture. axe clean; every screen saved in zh and en.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { switchLanguageToEnglish } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { logInAsExhibitor } from './journeys/exhibitor-login.steps';

const journey = useAppJourney();

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);
const hook = (path: string, body: unknown) => fetch(new URL(path, journey.server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const logIn = (page: Page, phone: string) => logInAsExhibitor(page, journey.server, phone);

/** Opens the issued letter's PDF in the viewer; pdf.js must not miss a CMap or a font for the Chinese half. */
async function openLetter(page: Page, button: string, caption: string): Promise<void> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/cmap|font/i.test(message.text())) warnings.push(message.text());
  });
  await page.getByRole('button', { name: button }).click();
  await page.getByText(caption).waitFor({ timeout: 20_000 });
  await page.locator('.fp-pdf__page--drawn').waitFor();
  expect(warnings).toEqual([]);
}

async function looked(page: Page, name: string): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  await saveScreenshot(page, name);
}

describe('the exhibitor’s letters', () => {
  it('a custom invitation with an unknown placeholder refused, then published and previewed (zh, plain)', async () => {
    const { page } = await journey.phones.newPhone('plain');
    await logIn(page, '13800000005');
    await openHash(page, '#/exhibitorSelfService/invitationTemplate');
    await page.getByRole('heading', { name: '邀请函模板', level: 1 }).waitFor();
    await page.getByText('示范电子有限公司 诚邀您莅临展位').first().waitFor();
    await looked(page, 'exhibitor-letters-organiser-zh');

    await openHash(page, '#/exhibitorSelfServiceNew/invitationTemplate/editInvitation');
    await page.getByRole('heading', { name: '新建邀请函', level: 1 }).waitFor();
    await page.getByLabel('标题（中文）').fill('%%fullName%% 邀您相见');
    await page.getByLabel('正文（中文）').fill('展位 %%boothNos%%，恭候光临');
    await page.getByLabel('标题（英文）').fill('Meet %%fullEnName%%');
    await page.getByLabel('正文（英文）').fill('Find us at %%stand%%');
    await page.getByRole('checkbox', { name: '发布并设为默认邀请函' }).check();
    await page.getByRole('button', { name: '保存并发布' }).click();
    await page.getByText('不支持的占位符 %%stand%%，请从下方列表中选择').waitFor();
    expect(await page.getByLabel('标题（英文）').inputValue()).toBe('Meet %%fullEnName%%');
    const poster = page.getByRole('figure', { name: '海报' }).first();
    await poster.getByText('示范电子有限公司 邀您相见').waitFor();
    expect(await page.locator('canvas').count()).toBe(0);
    await looked(page, 'exhibitor-letters-edit-zh');

    await page.getByLabel('正文（英文）').fill('Find us at booth %%boothNos%%');
    await page.getByRole('button', { name: '保存并发布' }).click();
    await page.getByRole('heading', { name: '我的邀请函', level: 1 }).waitFor();
    const mine = page.getByRole('listitem').filter({ hasText: '默认' });
    await mine.getByText('示范电子有限公司 邀您相见').waitFor();
    await looked(page, 'exhibitor-letters-mine-zh');

    await openHash(page, '#/exhibitorSelfService/visaInfo');
    await page.getByRole('heading', { name: '签证邀请函', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'WEBER JONAS', level: 3 }).waitFor();
    await page.getByText('原因：护照有效期不足离境后 6 个月').waitFor();
    const reviewing = page.getByRole('list', { name: 'DUBOIS CLAIRE 的办理进度' });
    expect(await reviewing.locator('[aria-current="step"]').textContent()).toMatch(/^主办方审核 \d{4}-\d\d-\d\d \d\d:\d\d$/);
    await reviewing.getByText('出具邀请函 尚未进行').waitFor();
    await page.getByRole('list', { name: 'ROSSI MARCO 的办理进度' }).getByText(/^未通过 \d{4}/).waitFor();
    // Each letter names its country in the page's language, not by its code.
    await page.getByText(/^护照 C01X00T47（德国），有效期至/).waitFor();
    await page.getByText(/^护照 19FR45123（法国），有效期至/).waitFor();
    await openLetter(page, '查看 WEBER JONAS 的邀请函', '第 1 页，共 1 页');
    await looked(page, 'exhibitor-letters-visa-zh');
    await page.getByTestId('pdf-page').screenshot({ path: await saveScreenshot(page, 'exhibitor-letters-visa-pdf-zh') });

    // A request in Chinese: the nationality left unchosen asks for a country, then 法国 is picked by its name.
    const intro = (await page.getByText(/展期 \d{4}/).textContent()) ?? '';
    const [, firstDay = '', lastDay = ''] = /展期 (\d{4}-\d\d-\d\d) 至 (\d{4}-\d\d-\d\d)/.exec(intro) ?? [];
    await page.getByLabel('护照上的姓名（拼音或外文）').fill('Martin Julie');
    await page.getByRole('button', { name: '申请邀请函' }).click();
    await page.getByText('请从列表中选择护照所属国家').waitFor();
    const nationality = page.getByRole('combobox', { name: '国籍' });
    expect(await nationality.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('护照上的姓名（拼音或外文）').inputValue()).toBe('Martin Julie');
    await nationality.selectOption({ label: '法国' });
    expect(await page.getByText('请从列表中选择护照所属国家').count()).toBe(0);
    await page.getByLabel('护照号码').fill('14FR98765');
    await page.getByRole('radiogroup', { name: '性别' }).getByText('女', { exact: true }).click();
    await page.getByLabel('出生日期').fill('1988-03-12');
    await page.getByLabel('护照有效期至').fill(`${Number(lastDay.slice(0, 4)) + 4}-01-31`);
    await page.getByLabel('入境日期').fill(firstDay);
    await page.getByLabel('离境日期').fill(lastDay);
    await page.getByLabel('职务').fill('Designer');
    await page.getByLabel('办理签证的中国使领馆所在城市').fill('Paris');
    await page.getByRole('button', { name: '申请邀请函' }).click();
    await page.getByText('已为 MARTIN JULIE 申请邀请函，请等待主办方审核。').waitFor();
    await page.getByText(/^护照 14FR98765（法国），有效期至/).waitFor();
    expect(await nationality.inputValue()).toBe('');
    await looked(page, 'exhibitor-letters-visa-request-zh');

    await openHash(page, '#/user-center/exhibitorReport');
    await page.getByRole('heading', { name: '展商报到通知', level: 1 }).waitFor();
    await page.getByText(/报到将于 .* 开始/).waitFor();
    // Outside WeChat the picture can be saved as a file too.
    await page.getByRole('img', { name: /的展商报到通知：报到二维码和报到码$/ }).waitFor();
    await page.getByRole('link', { name: '将报到通知保存为图片' }).waitFor();
    await looked(page, 'exhibitor-letters-checkin-zh');
    await openHash(page, '#/user-center/exhibitorReportNoImg');
    await page.getByText(/报到将于 .* 开始/).waitFor();
    await looked(page, 'exhibitor-letters-checkin-noimg-zh');
  });

  it('a visa letter requested in English, its PDF opened, and the check-in before and after the desk scans (en, WeChat)', async () => {
    const { page } = await journey.phones.newPhone('wechat');
    await logIn(page, '13800000211');
    await switchLanguageToEnglish(page);
    // The country list does not load (the network drops for it): the page and the form stay.
    const COUNTRIES = /\/api\/blade-system\/dict-biz\/dictionary\?/;
    await page.route(COUNTRIES, (route) => route.abort('internetdisconnected'));
    await openHash(page, '#/exhibitorSelfService/visaInfo');
    await page.getByRole('heading', { name: 'Visa invitation letters', level: 1 }).waitFor();
    const intro = (await page.getByText(/The show runs from/).textContent()) ?? '';
    const [, firstDay = '', lastDay = ''] = /from (\d{4}-\d\d-\d\d) to (\d{4}-\d\d-\d\d)/.exec(intro) ?? [];
    await page.getByLabel('Name exactly as in the passport').fill('Mueller anna');
    await page.getByText('Printed as: MUELLER ANNA').waitFor();
    await page.getByLabel('Passport number').fill('C4J7K9L2M');
    await page.getByText(/^The list of countries did not load: .+What you typed is kept\.$/).waitFor({ timeout: 20_000 });
    await looked(page, 'exhibitor-letters-visa-countries-failed-en');
    await page.unroute(COUNTRIES);
    await page.getByRole('button', { name: 'Load the countries again' }).click();
    await page.getByRole('combobox', { name: 'Nationality' }).selectOption({ label: 'Germany' });
    expect(await page.getByText(/The list of countries did not load/).count()).toBe(0);
    expect(await page.getByLabel('Passport number').inputValue()).toBe('C4J7K9L2M');
    await page.getByText('Female', { exact: true }).click();
    await page.getByLabel('Date of birth').fill('1982-05-04');
    await page.getByLabel('Passport valid until').fill(lastDay);
    await page.getByLabel('Arrival in China').fill(firstDay);
    await page.getByLabel('Departure from China').fill(lastDay);
    await page.getByLabel('Job title').fill('CEO');
    await page.getByLabel('City of the Chinese embassy or consulate').fill('Munich');
    await page.getByRole('button', { name: 'Request the letter' }).click();
    await page.getByText(/The passport must be valid at least 6 months after departure, so until \d{4}-\d\d-\d\d or later/).waitFor();
    expect(await page.getByLabel('Job title').inputValue()).toBe('CEO');
    await looked(page, 'exhibitor-letters-visa-en');

    await page.getByLabel('Passport valid until').fill(`${Number(lastDay.slice(0, 4)) + 4}-01-31`);
    await page.getByRole('button', { name: 'Request the letter' }).click();
    await page.getByText('The letter for MUELLER ANNA is requested: the organiser will review it.').waitFor();
    expect((await hook('/__contract/visa/review', { passportNo: 'C4J7K9L2M', outcome: 'issued' })).status).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Visa invitation letters', level: 1 }).waitFor();
    const progress = page.getByRole('list', { name: 'Progress of the letter for MUELLER ANNA' });
    await progress.getByText(/^Letter issued \d{4}-\d\d-\d\d \d\d:\d\d$/).waitFor();
    expect(await progress.locator('[aria-current="step"]').count()).toBe(0);
    await page.getByText(/^Passport C4J7K9L2M \(Germany\), valid until/).waitFor();
    await openLetter(page, 'Show the letter for MUELLER ANNA', 'Page 1 of 1');
    // The letter names the country too, in each of its halves (the English one here).
    const pdfUrl = (await page.getByRole('link', { name: /^Download the PDF/ }).getAttribute('href')) ?? '';
    expect(await (await fetch(pdfUrl)).text()).toContain('Germany');
    await looked(page, 'exhibitor-letters-visa-pdf-en');

    // What the letter's QR code opens: the no-token verification page on the organiser's origin.
    const verifyUrl = (await page.getByRole('link', { name: /^Verification page/ }).getAttribute('href')) ?? '';
    expect(verifyUrl).toMatch(/\/verify\/letter\/VL-\d{4}-\d{6}\?c=[0-9a-f]{16}$/);
    const check = await page.context().newPage();
    await check.goto(verifyUrl);
    await check.getByRole('heading', { name: /Visa invitation letter check/, level: 1 }).waitFor();
    await check.getByRole('status').getByText('Valid: issued').waitFor();
    for (const shown of ['MUELLER ANNA', 'Präzision Maschinenbau GmbH']) await check.getByText(shown).first().waitFor();
    expect(await check.content()).not.toContain('C4J7K9L2M');
    await looked(check, 'exhibitor-letters-verify-page');
    await check.close();

    await openHash(page, '#/user-center/exhibitorReport');
    await page.getByRole('heading', { name: 'Check-in notice', level: 1 }).waitFor();
    await page.getByText(/Check-in is open until/).waitFor();
    await page.getByText('Hall D1: D1-101').waitFor();
    const code = (await page.locator('code').first().textContent()) ?? '';
    // The notice drawn on the exhibition's art as one picture WeChat saves by long-press (no download link
    // there); its text alternative says all it shows.
    const notice = page.getByRole('img', { name: 'Check-in notice of Präzision Maschinenbau GmbH, Hall D1: D1-101: its QR code and check-in code' });
    await notice.waitFor();
    expect(await notice.evaluate((image: HTMLImageElement) => [image.complete, image.naturalWidth, image.src.startsWith('data:image/png')])).toEqual([true, 750, true]);
    expect(await page.getByRole('link', { name: 'Save the notice as a picture' }).count()).toBe(0);
    await looked(page, 'exhibitor-letters-checkin-en');
    expect((await hook('/__contract/checkin', { code })).status).toBe(200);
    await page.reload();
    await page.getByText(/Checked in at \d{4}-\d\d-\d\d \d\d:\d\d\./).waitFor();

    await openHash(page, '#/user-center/exhibitorReportNoImg');
    await page.getByText(/Checked in at/).waitFor();
    expect(await page.getByRole('img').count()).toBe(0);
    expect(await page.locator('code').first().textContent()).toBe(code);
    await looked(page, 'exhibitor-letters-checkin-noimg-en');

    await openHash(page, '#/exhibitorSelfService/invitationTemplate');
    await page.getByText('Präzision Maschinenbau GmbH invites you to our booth').first().waitFor();
    await looked(page, 'exhibitor-letters-organiser-en');
    await page.getByRole('link', { name: 'Start my invitation from this: template 2' }).click();
    await page.getByRole('heading', { name: 'New invitation', level: 1 }).waitFor();
    await page.getByRole('figure', { name: 'Poster' }).nth(1).getByText('New product launch').waitFor();
    await looked(page, 'exhibitor-letters-edit-en');
    await openHash(page, '#/exhibitorSelfServiceNew/invitationTemplate');
    await page.getByText('You have no invitation of your own yet.').waitFor();
    await looked(page, 'exhibitor-letters-mine-en');
  });
});
