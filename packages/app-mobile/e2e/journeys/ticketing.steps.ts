// Steps the ticketing journeys share: log a seeded visitor in on the demo ticket link, choose a quantity
// as a person would (the "one more" button), and read what the contract server recorded.
import type { ContractServer } from '@fairpass/test-fixtures';
import { SEED } from '@fairpass/test-fixtures';
import type { Page } from 'playwright-core';
import { loginBySms, waitForHashPath } from '../after-login/visitor-login';

/** The demo visitor ticket link's parameters: a ticket link sends an approved visitor to /ticket-type. */
export const TICKET_LINK = { registrationSource: 'ticket', registerLinkId: SEED.ticketing.registerLinkId } as const;

/** Logs in on the demo visitor ticket link and waits for the screen the next step chooses. */
export async function loginOnTicketLink(
  page: Page,
  server: ContractServer,
  phone: string,
  landing: string,
  extra: Record<string, string> = {},
): Promise<void> {
  await loginBySms(page, server, phone, { ...TICKET_LINK, ...extra });
  await waitForHashPath(page, landing);
}

/** Taps "one more" of a ticket type `times` times. */
export async function addTickets(page: Page, typeName: string, times = 1, language: 'zh' | 'en' = 'zh'): Promise<void> {
  const label = language === 'zh' ? `增加一张 ${typeName}` : `One more ${typeName}`;
  for (let tap = 0; tap < times; tap += 1) await page.getByRole('button', { name: label }).click();
}

/** The orders the server holds for a seeded phone (newest last). */
export function ordersOf(server: ContractServer, phone: string): readonly { orderId: string; orderStatus: string; paymentStatus: string }[] {
  const person = server.state.users.find((user) => user.phone === phone)?.personId;
  return server.state.ticketing.orders.every().filter((order) => order.personId === person);
}

/** Whether the gate would open for a code the wallet shows (the contract server's verdict). */
export function gateAccepts(server: ContractServer, code: string): boolean {
  return server.verifyTicketCode(code).valid;
}
