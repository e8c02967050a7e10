import { isEmailAddress as domainEmail, isMainlandMobile as domainMobile, isPersonName as domainName, textLength as domainLength } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { isEmailAddress, isMainlandMobile, isPersonName, textLength } from './contact-rules';

const names: unknown[] = [
  '宋分享',
  '闫主管',
  ' 柏员工 ',
  'Li Lei',
  "O'Brien",
  'Jean-Luc Picard',
  '阿卜杜拉·买买提',
  'ナカムラ・ケン',
  'José',
  'Zoë',
  '张',
  'A',
  '',
  '   ',
  '张三1',
  'Li  Lei',
  'Li-',
  '-Li',
  'Ann!',
  '😀😀',
  'Dr. Who',
  123,
  null,
  undefined,
];

const mobiles: unknown[] = [
  '13800000001',
  '19900000000',
  ' 13900170001 ',
  '12800000000',
  '23800000000',
  '1380000000',
  '138000000011',
  '138-0000-0001',
  '+8613800000001',
  '１３８０００００００１',
  '',
  13800000001,
  null,
  undefined,
];

const emails: unknown[] = [
  'visitor@example.com',
  ' visitor@example.com ',
  'a.b+c@sub.example.cn',
  'VISITOR@EXAMPLE.COM',
  "o'brien_x-y=z@example.org",
  '张三@例子.中国',
  'user@example.xn--fiqs8s',
  'user@xn--fiqs8s',
  '"a b"@example.com',
  '"a@b"@example.com',
  '"@example.com',
  'visitor@',
  '@example.com',
  'visitor.example.com',
  'a..b@example.com',
  '.a@example.com',
  'a.@example.com',
  'a b@example.com',
  'a@b@example.com',
  'visitor@example',
  'visitor@example.c',
  'visitor@example.123',
  'visitor@-example.com',
  'visitor@example-.com',
  'visitor@exa_mple.com',
  'visitor@ｅxample.com',
  'visitor@example..com',
  `${'a'.repeat(64)}@example.com`,
  `${'a'.repeat(65)}@example.com`,
  `${'张'.repeat(22)}@example.com`,
  `visitor@${'a'.repeat(63)}.com`,
  `visitor@${'a'.repeat(64)}.com`,
  `visitor@${'abcdefghi.'.repeat(25)}com`,
  '',
  42,
  null,
  undefined,
];

describe('the server’s copy of the domain’s contact rules', () => {
  it('accepts and refuses the same person names as @fairpass/domain', () => {
    for (const name of names) expect({ name, ok: isPersonName(name) }).toEqual({ name, ok: domainName(name) });
  });

  it('accepts and refuses the same mainland mobiles as @fairpass/domain', () => {
    for (const mobile of mobiles) expect({ mobile, ok: isMainlandMobile(mobile) }).toEqual({ mobile, ok: domainMobile(mobile) });
  });

  it('accepts and refuses the same e-mail addresses as @fairpass/domain', () => {
    for (const email of emails) expect({ email, ok: isEmailAddress(email) }).toEqual({ email, ok: domainEmail(email) });
  });

  it('counts text length as the domain does: a CJK character or an emoji is one', () => {
    for (const text of ['', 'abc', '宋分享', '😀👍🏽', 'e\u0301', `${'长'.repeat(31)}`]) expect({ text, length: textLength(text) }).toEqual({ text, length: domainLength(text) });
  });
});
