// Nobody becomes someone else through a link (issue 25 §1), in real Chromium at phone size as WeChat's
// in-app browser: WeChat's openid comes back in the address, is used once and leaves it at once; what the
// visitor shares (the JS-SDK share card, or WeChat's menu, which shares the address) carries none of it;
// and an openid in a link this tab did not ask WeChat for logs nobody in.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SEED } from '@fairpass/test-fixtures';
import { entryLink } from './harness/app-server';
import { useAppJourney } from './harness/journey';
import { saveScreenshot } from './harness/screenshots';
import { sharedLinks, withShareCardDouble } from './harness/wechat-share-double';
import { hashPath, waitForHashPath, ZH } from './journeys/login-page.steps';

const journey = useAppJourney();

const SHARER_NAME = '朱微信';
const CREDENTIAL = /openid|openidState|imasterCode|pcJumpAccount/i;

/** Which openid WeChat hands the next browser that asks (the contract server's switch). */
async function weChatUserIs(openid: string): Promise<void> {
  const reply = await fetch(`${journey.server.url}/__contract/wechat-openid`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ openid }),
  });
  expect(reply.ok).toBe(true);
}

/** Everything this page keeps in Web Storage, as one text. */
const keptInStorage = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const all = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    return JSON.stringify([all(sessionStorage), all(localStorage)]);
  });

async function weChatPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const phone = await journey.phones.newPhone('wechat');
  await withShareCardDouble(phone.context);
  return phone;
}

describe('a WeChat share link (WeChat in-app browser)', () => {
  it("logs the friend who opens it in as themselves, never as the sharer, and holds no openid", async () => {
    // The sharer: WeChat's redirect brings their bound openid; they land on their confirmation letter.
    await weChatUserIs(SEED.openids.bound);
    const sharer = await weChatPhone();
    await sharer.page.goto(entryLink(journey.server, { registrationSource: 'nextStepPage' }, '/'));
    await waitForHashPath(sharer.page, '/confirmation');
    await sharer.page.getByText(SHARER_NAME).first().waitFor();
    // The address lost the openid and the nonce as soon as the page read them: WeChat's menu shares it.
    expect(sharer.page.url()).not.toMatch(CREDENTIAL);
    expect(await keptInStorage(sharer.page)).not.toContain(SEED.openids.bound);
    await sharer.page.waitForFunction(() => (window as unknown as { __sharedLinks: string[] }).__sharedLinks.length > 0);
    const [shareCard] = await sharedLinks(sharer.page);
    expect(shareCard).toBeDefined();
    expect(shareCard).not.toMatch(CREDENTIAL);
    expect(shareCard).toContain('exhibitionId=demo');
    await saveScreenshot(sharer.page, 'share-sharer-confirmation-wechat-zh');

    // A friend opens the share card in their own WeChat: WeChat's redirect brings *their* openid (bound
    // to nobody), so they see the login page, not the sharer's letter — both from the card and from the
    // address the sharer's menu would share.
    await weChatUserIs(SEED.openids.unbound);
    for (const link of [shareCard ?? '', sharer.page.url()]) {
      const friend = await weChatPhone();
      await friend.page.goto(link);
      await friend.page.getByRole('button', { name: ZH.submit }).waitFor();
      expect(await hashPath(friend.page)).toBe('/registration');
      expect(friend.page.url()).not.toMatch(CREDENTIAL);
      expect(await friend.page.locator('body').innerText()).not.toContain(SHARER_NAME);
      await friend.context.close();
    }
    await sharer.context.close();
  });

  it("ignores an openid written into a link by someone else, and fetches the visitor's own", async () => {
    await weChatUserIs(SEED.openids.unbound);
    const { context, page } = await weChatPhone();
    const forged = entryLink(journey.server, { openid: SEED.openids.bound, openidState: 'guessed' }, '/confirmation');

    await page.goto(forged);

    await page.getByRole('button', { name: ZH.submit }).waitFor();
    expect(await hashPath(page)).toBe('/registration');
    expect(page.url()).not.toMatch(CREDENTIAL);
    expect(await page.locator('body').innerText()).not.toContain(SHARER_NAME);
    await context.close();
  });
});
