// The README's error-code tables, built from the lists the operations declare, so the docs cannot drift
// from the code: `pnpm --filter @fairpass/sdk exec tsx --conditions=source test/docs/error-table.ts`
// prints them, and readme-errors.test.ts checks the README holds them.
import * as conference from '../../src/conference';
import * as content from '../../src/content';
import * as delegates from '../../src/delegates';
import * as gifting from '../../src/gifting';
import * as groups from '../../src/groups';
import * as information from '../../src/information';
import * as core from '../../src/index';
import * as invoicing from '../../src/invoicing';
import * as leads from '../../src/leads';
import * as logistics from '../../src/logistics';
import * as reach from '../../src/reach';
import * as registration from '../../src/registration';
import * as ticketing from '../../src/ticketing';

type Group = readonly [string, readonly string[]];

/** Shared groups of codes, named in a cell instead of repeated (listed narrowest first). */
const GROUPS: readonly Group[] = [
  ['HTTP_FAILURES', core.HTTP_FAILURES],
  ['WRITE_FAILURES', core.WRITE_FAILURES],
  ['LOGIN_FAILURES', core.LOGIN_FAILURES],
  ['CODE_SENDING_FAILURES', core.CODE_SENDING_FAILURES],
];

/** `LOGIN_BY_SMS_ERRORS` → `loginBySms`. */
const operationName = (listName: string) =>
  listName
    .replace(/_ERRORS$/, '')
    .toLowerCase()
    .replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

function rows(entry: string, exports: Record<string, unknown>, groups: readonly Group[]): string[] {
  return Object.entries(exports)
    .filter(([name, value]) => name.endsWith('_ERRORS') && Array.isArray(value))
    .sort(([a], [b]) => operationName(a).localeCompare(operationName(b), 'en'))
    .map(([name, value]) => {
      let codes = [...(value as string[])];
      const named: string[] = [];
      // Name the shared groups instead of repeating them, widest first.
      for (const [group, groupCodes] of [...groups].reverse()) {
        if (groupCodes.every((code) => codes.includes(code))) {
          named.push(group);
          codes = codes.filter((code) => !groupCodes.includes(code));
        }
      }
      const cells = [...named.map((group) => `*${group}*`), ...codes.map((code) => `\`${code}\``)].join(', ');
      return `| \`${operationName(name)}\` | ${entry} | ${cells} |`;
    });
}

function table(entries: readonly (readonly [string, Record<string, unknown>])[], groups: readonly Group[], legend: readonly Group[]): string {
  const lines = ['| operation | entry | can fail with |', '|---|---|---|', ...entries.flatMap(([entry, exports]) => rows(entry, exports, groups))];
  const legendLines = legend.map(([name, codes]) => `*${name}*: ${codes.map((code) => `\`${code}\``).join(', ')}.`);
  return [...lines, '', ...legendLines].join('\n');
}

/** The core, registration and content entries. */
export const errorTable = (): string =>
  table(
    [
      ['core', core],
      ['registration', registration],
      ['content', content],
    ],
    GROUPS,
    GROUPS,
  );

/**
 * One area's own table (an area with a section of its own in the README): its shared groups are named
 * in the cells and listed under the table; the core's are in the main table's legend.
 */
const areaErrorTable = (entry: string, exports: Record<string, unknown>, own: readonly Group[]): string => table([[entry, exports]], [...GROUPS, ...own], own);

/** The ticketing entry: the basket's and a refund's refusals are groups of their own. */
export const ticketingErrorTable = (): string =>
  areaErrorTable('ticketing', ticketing, [
    ['BASKET_FAILURES', ticketing.BASKET_FAILURES],
    ['REFUND_FAILURES', ticketing.REFUND_FAILURES],
  ]);

/** The gifting entry: a claim's refusals are a group of their own. */
export const giftingErrorTable = (): string => areaErrorTable('gifting', gifting, [['CLAIM_FAILURES', gifting.CLAIM_FAILURES]]);

/** The invoicing entry: an application's refusals are a group of their own. */
export const invoicingErrorTable = (): string => areaErrorTable('invoicing', invoicing, [['APPLICATION_FAILURES', invoicing.APPLICATION_FAILURES]]);

/** The conference entry: a sign-up's and a sign-in's refusals are groups of their own. */
export const conferenceErrorTable = (): string =>
  areaErrorTable('conference', conference, [
    ['SIGN_UP_FAILURES', conference.SIGN_UP_FAILURES],
    ['SIGN_IN_FAILURES', conference.SIGN_IN_FAILURES],
  ]);

/** The information entry. */
export const informationErrorTable = (): string => areaErrorTable('information', information, []);

/** The groups entry: the leader's refusal and the group's are groups of their own, as are a member's fields. */
export const groupsErrorTable = (): string =>
  areaErrorTable('groups', groups, [
    ['LEADER_FAILURES', groups.LEADER_FAILURES],
    ['GROUP_FAILURES', groups.GROUP_FAILURES],
    ['MEMBER_INPUT_FAILURES', groups.MEMBER_INPUT_FAILURES],
  ]);

/** The delegates entry: the refusal of a person registered before is a group of its own. */
export const delegatesErrorTable = (): string => areaErrorTable('delegates', delegates, [['REGISTER_FAILURES', delegates.REGISTER_FAILURES]]);

/** The logistics entry: a car pass's refusals are a group of their own. */
export const logisticsErrorTable = (): string => areaErrorTable('logistics', logistics, [['PARKING_FAILURES', logistics.PARKING_FAILURES]]);

/** The reach entry: an invitation's and a channel's refusals are groups of their own. */
export const reachErrorTable = (): string =>
  areaErrorTable('reach', reach, [
    ['INVITATION_FAILURES', reach.INVITATION_FAILURES],
    ['SOURCE_FAILURES', reach.SOURCE_FAILURES],
  ]);

/** The lead tool's entry: a lead call's access refusals and a purchase's refusals are groups of their own. */
export const leadsErrorTable = (): string =>
  areaErrorTable('leads', leads, [
    ['LEAD_ACCESS_FAILURES', leads.LEAD_ACCESS_FAILURES],
    ['BUY_FAILURES', leads.BUY_FAILURES],
  ]);

if (process.argv[1]?.endsWith('error-table.ts'))
  console.log([errorTable(), ticketingErrorTable(), giftingErrorTable(), invoicingErrorTable(), conferenceErrorTable(), informationErrorTable(), groupsErrorTable(), delegatesErrorTable(), logisticsErrorTable(), reachErrorTable(), leadsErrorTable()].join('\n\n'));
