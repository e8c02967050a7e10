// The waiting list (issue 28): a sold-out ticket type offers its waiting list on its card; the buyer joins
// with how many tickets; another buyer's refund gives a seat back and the first in line is offered it —
// by SMS and on the page, held 24 hours at the list price — and buys it (an order at ¥298.00, paid at the
// cashier, a ticket). An offer that runs out goes to the next in line, who can also pass it on. A type not
// on sale yet offers a reminder, sent by SMS when the sale starts. Chinese and English, plain and WeChat,
// axe clean, screenshots of each screen.
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginBySms, switchLanguageToEnglish, waitForHashPath } from './after-login/visitor-login';
import { seriousA11yViolations } from './harness/a11y';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { apiAs, contractHook } from './journeys/contract-api.steps';

const journey = useAppJourney();
const W = SEED.waitlist;
const T = SEED.ticketing.types;
const SUMMIT_PAGE = `/waitingList/${T.soldOut}`;

const openHash = (page: Page, hash: string) => page.evaluate((target) => (location.hash = target), hash);

interface Sms {
  readonly kind: string;
  readonly text: string;
  readonly link: string;
}

/** The SMS the waiting lists sent to a mobile (the contract server's outbox hook). */
async function smsTo(phone: string): Promise<Sms[]> {
  return (await (await fetch(`${journey.server.url}/__contract/waiting-list/outbox?phone=${phone}`)).json()) as Sms[];
}

const hook = (path: string, body: unknown) => contractHook(journey.server, path, body);

/** 退二, another buyer, has their summit seat refunded, and WeChat pays it back. */
async function anotherBuyerRefunds(): Promise<void> {
  const refunder = await apiAs(journey.server, W.phones.refunder);
  expect((await refunder.post('refund/apply', { orderId: W.summitOrderId, reason: 'plans_changed' })).code).toBe(200);
  await hook('/__contract/refund/settle', { orderId: W.summitOrderId, outcome: 'refunded' });
}

const entriesOf = (phone: string) => {
  const person = journey.server.state.users.find((user) => user.phone === phone)?.personId;
  return journey.server.state.ticketing.waitingList.every().filter((entry) => entry.personId === person);
};

async function loggedIn(phone: string, flavour: 'plain' | 'wechat', language: 'zh' | 'en'): Promise<Page> {
  const { page } = await journey.phones.newPhone(flavour);
  await loginBySms(page, journey.server, phone);
  await page.getByRole('heading', { name: '个人中心' }).or(page.getByRole('heading', { name: /确认函/ })).first().waitFor();
  if (language === 'en') await switchLanguageToEnglish(page);
  return page;
}

/** The focus is on the screen's heading after the route change, and it names the screen. */
async function headingFocused(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
}

describe('a sold-out ticket type', () => {
  it('offers its waiting list; the first in line is offered the seat another buyer’s refund gives back, by SMS and on the page, and buys it at the list price', async () => {
    const page = await loggedIn(W.phones.first, 'plain', 'zh');
    await openHash(page, '#/ticket-type');
    const join = page.getByRole('link', { name: /^加入候补名单\s*：国际采购高峰论坛$/ });
    await join.waitFor();
    await saveScreenshot(page, 'waiting-list-types-zh');
    await join.click();
    await waitForHashPath(page, SUMMIT_PAGE);
    await headingFocused(page, '候补购票');
    await page.getByText('原价 ¥298.00 / 张').waitFor();
    await page.getByText('通知会以短信发送到 138****0170，也会显示在本页。').waitFor();
    // A way back from every screen of the flow.
    expect(await page.getByRole('button', { name: '返回' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: '查看全部票种' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-join-zh');

    await page.getByText('1 张', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '1 张' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: '加入候补名单' }).dblclick();
    await page.getByText('已加入候补名单，您是第 1 位。').waitFor();
    await page.getByText('您在候补名单第 1 位，候补 1 张。').waitFor();
    expect(entriesOf(W.phones.first)).toMatchObject([{ status: 'waiting', quantity: 1 }]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-waiting-zh');
    // Still sold out to everyone; the card says where the buyer stands.
    await openHash(page, '#/ticket-type');
    await page.getByRole('link', { name: /^候补中：第 1 位\s*：国际采购高峰论坛$/ }).waitFor();

    await anotherBuyerRefunds();
    // The card says so as soon as the page is read again.
    await page.reload();
    await page.getByRole('link', { name: /^已为您保留名额：去购买\s*：国际采购高峰论坛$/ }).waitFor();
    const [sms] = await smsTo(W.phones.first);
    expect(sms?.kind).toBe('offer');
    expect(sms?.text).toContain('已为您保留 1 张，原价 ¥298.00/张');
    expect(sms?.link).not.toMatch(/token|openid/i);
    // The SMS's link leads to the offer.
    await page.goto(sms?.link ?? '');
    await waitForHashPath(page, SUMMIT_PAGE);
    const offer = page.getByRole('region', { name: '有名额了：已为您保留' });
    await offer.getByText('已为您保留 1 张「国际采购高峰论坛」，原价 ¥298.00 / 张。').waitFor();
    await offer.getByText(/^剩余 2[34]:\d\d:\d\d$/).waitFor();
    expect(await offer.getByText(/请在 \d{4}-\d\d-\d\d \d\d:\d\d（北京时间）前购买/).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-offer-zh');
    // Nobody else can buy the held seat.
    expect((await (await apiAs(journey.server, SEED.phones.ticketBuyer)).post('order/create', { exhibitionId: 'demo', lines: [{ ticketTypeId: T.soldOut, quantity: 1 }], attendees: [] })).code).toBe(4104);

    await offer.getByRole('button', { name: '立即购买' }).click();
    await page.waitForFunction(() => /^#\/order\/\d+/.test(location.hash), undefined, { timeout: 20_000 });
    const orderId = new URL(page.url()).hash.replace('#/order/', '').split('?')[0] ?? '';
    const order = journey.server.state.ticketing.orders.find(orderId);
    expect(order).toMatchObject({ totalFen: 29800, paymentStatus: 'awaiting', lines: [{ ticketTypeId: T.soldOut, quantity: 1, unitFen: 29800, discountFen: 0 }] });
    await page.getByText('¥298.00').first().waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await page.getByRole('heading', { name: /微信支付/ }).waitFor();
    await page.getByRole('button', { name: /支付/ }).first().click();
    await waitForHashPath(page, '/payTransition');
    await page.getByText('支付成功').waitFor();
    expect(journey.server.state.ticketing.orders.find(orderId)).toMatchObject({ orderStatus: 'completed', paymentStatus: 'received' });
    expect(entriesOf(W.phones.first)).toMatchObject([{ status: 'ordered', orderId }]);

    // (Back from the cashier the page is a new load: nothing pressed yet, so the focus stays where the browser put it.)
    // The personal centre leads to the waiting lists.
    await openHash(page, '#/user-center');
    await page.getByRole('link', { name: '我的候补与提醒' }).click();
    await page.getByRole('heading', { level: 1, name: '我的候补与提醒' }).waitFor();
    await page.getByText('已下单').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-mine-zh');
    await page.context().close();
  });

  it('passes an offer that runs out to the next in line, who can pass it on in turn (in English, in WeChat)', async () => {
    // 候一 joins first (another phone); 候二, the buyer here, joins second; 候三 third.
    const first = await apiAs(journey.server, W.phones.first);
    expect((await first.post('waitingList/join', { exhibitionId: 'demo', ticketTypeId: T.soldOut, quantity: 1 })).code).toBe(200);
    let page = await loggedIn(W.phones.second, 'wechat', 'en');
    await openHash(page, `#${SUMMIT_PAGE}`);
    await headingFocused(page, 'Waiting list');
    await page.getByText('List price ¥298.00 per ticket').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-join-en');
    await page.getByText('2 tickets', { exact: true }).click();
    await page.getByText('1 ticket', { exact: true }).click();
    expect(await page.getByRole('radio', { name: '1 ticket' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await page.getByText('You are number 2 on the waiting list, for 1 ticket.').waitFor();
    await saveScreenshot(page, 'waiting-list-waiting-en');
    expect((await (await apiAs(journey.server, W.phones.third)).post('waitingList/join', { exhibitionId: 'demo', ticketTypeId: T.soldOut, quantity: 1 })).code).toBe(200);

    // The organiser adds a seat: it is held for 候一.
    await hook('/__contract/ticket-type/quota', { ticketTypeId: T.soldOut, add: 1 });
    await page.reload();
    await page.getByText('You are number 1 on the waiting list, for 1 ticket.').waitFor();
    expect(entriesOf(W.phones.first)).toMatchObject([{ status: 'offered' }]);

    // 候一 lets the day pass: the seat goes to 候二, by SMS and on the page (a day on, on the phone again, with a new login).
    journey.server.advanceClock(24 * 3600 + 5);
    await page.context().close();
    page = await loggedIn(W.phones.second, 'wechat', 'en');
    await openHash(page, `#${SUMMIT_PAGE}`);
    const offer = page.getByRole('region', { name: 'Seats came back: held for you' });
    await offer.getByText('1 ticket of “International Sourcing Summit” is held for you at the list price of ¥298.00.').waitFor();
    await offer.getByText(/^2[34]:\d\d:\d\d left$/).waitFor();
    expect(entriesOf(W.phones.first)).toMatchObject([{ status: 'expired' }]);
    expect((await smsTo(W.phones.second)).map((sms) => sms.kind)).toEqual(['offer']);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-offer-en');

    // 候二 does not need it: it goes to 候三 at once.
    await offer.getByRole('button', { name: "I don't need them: pass them on" }).click();
    await page.getByRole('group', { name: /The seats go to the next person at once/ }).getByRole('button', { name: "I don't need them: pass them on" }).click();
    await page.getByText('You gave up the seats; they went to the next person.').waitFor();
    expect(entriesOf(W.phones.third)).toMatchObject([{ status: 'offered' }]);
    await page.getByRole('button', { name: 'Join the waiting list' }).waitFor();

    await openHash(page, '#/waitingList');
    await headingFocused(page, 'My waiting lists and reminders');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, 'waiting-list-mine-en');
    await page.context().close();
  });
});

describe.each(['zh', 'en'] as const)('a ticket type not on sale yet, in %s', (language) => {
  const words = {
    zh: { link: /^开售提醒我\s*：展商之夜晚宴$/, heading: '候补购票', remind: '开售提醒我', done: '开售提醒已设置。', set: /^已设置开售提醒：.+（北京时间）开售时短信通知您。$/, onSale: '该票种现在有票，可直接购买。', buy: '去购票' },
    en: { link: /^Remind me when it goes on sale\s+for Exhibitors’ Night gala dinner$/, heading: 'Waiting list', remind: 'Remind me when it goes on sale', done: 'The reminder is set.', set: /^Reminder set: we will text you when it goes on sale at .+ \(China Standard Time\)\.$/, onSale: 'Tickets of this type are on sale: you can buy them now.', buy: 'Buy tickets' },
  }[language];

  it('offers a reminder at its sale start, sent by SMS when the sale starts', async () => {
    let page = await loggedIn(W.phones.third, 'plain', language);
    await openHash(page, '#/ticket-type');
    await page.getByRole('link', { name: words.link }).click();
    await headingFocused(page, words.heading);
    await page.getByRole('button', { name: words.remind }).click();
    await page.getByRole('status').filter({ hasText: words.done }).waitFor();
    await page.getByText(words.set).waitFor();
    expect(entriesOf(W.phones.third)).toMatchObject([{ kind: 'reminder', status: 'waiting' }]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await saveScreenshot(page, `waiting-list-reminder-${language}`);

    // A week on (the login has long run out): the SMS says the sale started; on the phone again, with a new login, the page says so.
    journey.server.advanceClock(7 * 24 * 3600 + 5);
    const [sms] = await smsTo(W.phones.third);
    expect(sms?.link).toContain(`#/waitingList/${T.notOnSale}`);
    await page.context().close();
    page = await loggedIn(W.phones.third, 'plain', language);
    await openHash(page, `#/waitingList/${T.notOnSale}`);
    await page.getByText(words.onSale).waitFor();
    expect(await smsTo(W.phones.third)).toEqual([expect.objectContaining({ kind: 'reminder', text: expect.stringContaining('「展商之夜晚宴」已开售') })]);
    await page.getByRole('link', { name: words.buy }).click();
    await waitForHashPath(page, `/ticket-type/${T.notOnSale}`);
    await page.context().close();
  });
});
