// The no-token verification page of the organiser's letters (issue 31 "beyond the anchors"): the QR code
// on a visa letter or a VIP invitation opens `/verify/letter/{number}?c={check}` on the organiser's own
// origin, where an embassy or the gate reads, in Chinese and English, the letter's number, its holder,
// the company, the dates and whether it stands — and nothing more (no token, no passport or ID number, no
// contact). The check is a keyed hash of the number, so the sequential numbers cannot be walked through;
// a wrong check and an unknown number get the same "not found" page.
import type { FastifyInstance } from 'fastify';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const CHECK_KEY = 'fairpass-contract-server-letter-check-key';

export const letterCheck = (number: string): string => createHmac('sha256', CHECK_KEY).update(`letter:${number}`, 'utf8').digest('hex').slice(0, 16);

export const letterVerifyUrl = (origin: string, number: string): string => `${origin}/verify/letter/${encodeURIComponent(number)}?c=${letterCheck(number)}`;

const checkHolds = (number: string, check: string): boolean =>
  /^[0-9a-f]{16}$/.test(check) && timingSafeEqual(Buffer.from(letterCheck(number)), Buffer.from(check));

/** What the page shows of a letter: both languages of each fact. */
export interface VerifiedLetter {
  readonly kindZh: string;
  readonly kindEn: string;
  readonly number: string;
  readonly holder: string;
  readonly companyZh: string;
  readonly companyEn: string;
  /** Each a label and its dates, e.g. the stay and the show. */
  readonly dates: readonly { readonly zh: string; readonly en: string; readonly value: string }[];
  readonly valid: boolean;
  readonly stateZh: string;
  readonly stateEn: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,-apple-system,"PingFang SC","Noto Sans CJK SC",sans-serif;color:#1a1a1a;background:#f5f6f8}',
  'main{max-width:560px;margin:0 auto;padding:24px 16px}',
  'h1{font-size:22px;margin:0 0 16px}',
  '.state{display:inline-block;padding:4px 12px;border-radius:4px;font-weight:600;margin:0 0 16px}',
  '.ok{background:#e3f4e8;color:#135c2b}.no{background:#fbe4e4;color:#8a1414}',
  'dl{background:#fff;border-radius:8px;padding:8px 16px;margin:0 0 16px}',
  'dt{color:#4a4a4a;font-size:14px;margin-top:8px}dd{margin:0 0 8px;font-weight:600;word-break:break-word}',
  '.en{display:block;font-weight:400}',
  'p{color:#4a4a4a;font-size:14px}',
].join('');
const STYLE_HASH = createHash('sha256').update(STYLE, 'utf8').digest('base64');

const both = (zh: string, en: string): string => `${escape(zh)}<span class="en" lang="en">${escape(en)}</span>`;

function pageOf(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="zh-CN">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escape(title)}</title><style>${STYLE}</style></head>`,
    `<body><main>${body}</main></body></html>`,
  ].join('');
}

export function verifiedLetterPage(letter: VerifiedLetter): string {
  const rows: [string, string, string][] = [
    ['编号', 'Number', escape(letter.number)],
    ['持有人', 'Holder', `<span lang="en">${escape(letter.holder)}</span>`],
    ['邀请单位', 'Company', both(letter.companyZh, letter.companyEn)],
    ...letter.dates.map((d): [string, string, string] => [d.zh, d.en, escape(d.value)]),
  ];
  const body = [
    `<h1>${both(`${letter.kindZh}核验`, `${letter.kindEn} check`)}</h1>`,
    `<p class="state ${letter.valid ? 'ok' : 'no'}" role="status">${both(letter.stateZh, letter.stateEn)}</p>`,
    `<dl>${rows.map(([zh, en, value]) => `<dt>${escape(zh)} <span lang="en">${escape(en)}</span></dt><dd>${value}</dd>`).join('')}</dl>`,
    `<p>${both('本页只显示核验所需的信息。', 'This page shows only what is needed to check the letter.')}</p>`,
  ].join('');
  return pageOf(`${letter.kindZh}核验 · ${letter.kindEn} check`, body);
}

const NOT_FOUND = pageOf(
  '未找到邀请函 · Letter not found',
  `<h1>${both('未找到该邀请函', 'No such letter')}</h1><p role="status">${both('请核对二维码或链接是否完整。', 'Check that the QR code or the address is complete.')}</p>`,
);

/**
 * `GET /verify/letter/{number}?c={check}`: the letter's page (200), or the same "not found" page (404) for
 * an unknown number or a wrong check. `lookup` finds a letter by its number.
 */
export function registerLetterVerification(app: FastifyInstance, lookup: (number: string) => VerifiedLetter | undefined): void {
  app.get('/verify/letter/:number', async (request, reply) => {
    const number = (request.params as { number?: string }).number ?? '';
    const check = (request.query as { c?: unknown }).c;
    const found = typeof check === 'string' && checkHolds(number, check) ? lookup(number) : undefined;
    return reply
      .code(found ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-content-type-options', 'nosniff')
      .header('x-robots-tag', 'noindex')
      .header('content-security-policy', `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`)
      .send(found ? verifiedLetterPage(found) : NOT_FOUND);
  });
}
