// The backend's check of every text a write sends, before any route's own rules: no control characters,
// and the columns' lengths. A route's finer rules (a name's format, a refund reason's 200 characters)
// still apply after it; these limits are the outer bound, so a text longer than its column never gets
// stored, whatever the route. The fields every area shares are named here; an area's own columns come
// with the area (`serverArea.textRules`, routes/all.routes.ts puts them together with these).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from './context';
import { sendBusinessFailure } from './envelope';
import { line, lines, type TextRule } from './kit/text-rule';
import { TOKEN_PATH } from './routes/auth.routes';

/** The shared columns by field name, wherever the field sits in the body (top level, `values`, `header`, a list of members). */
export const TEXT_RULES: Readonly<Record<string, TextRule>> = {
  name: line(50, '姓名', 'Name'),
  firstName: line(50, '名', 'First name'),
  lastName: line(50, '姓', 'Last name'),
  holderName: line(50, '持票人姓名', 'Holder name'),
  contact: line(50, '联系人', 'Contact'),
  contactName: line(50, '联系人', 'Contact'),
  position: line(50, '职位', 'Position'),
  company: line(100, '公司名称', 'Company'),
  companyName: line(100, '公司名称', 'Company'),
  companyEnName: line(100, '公司英文名', 'Company (English)'),
  fullName: line(100, '公司全称', 'Company name'),
  fullEnName: line(100, '公司英文名', 'Company name (English)'),
  department: line(100, '部门', 'Department'),
  title: line(100, '抬头', 'Title'),
  bankName: line(100, '开户银行', 'Bank'),
  email: line(100, '邮箱', 'E-mail'),
  account: line(64, '账号', 'Account'),
  phone: line(30, '手机号码', 'Mobile'),
  mobile: line(30, '手机号码', 'Mobile'),
  telephone: line(30, '电话', 'Telephone'),
  address: lines(200, '地址', 'Address'),
  companyAddress: lines(200, '公司地址', 'Company address'),
  remark: lines(500, '备注', 'Remark'),
  note: lines(500, '备注', 'Note'),
  reason: lines(500, '原因', 'Reason'),
  reasonText: lines(500, '原因', 'Reason'),
  description: lines(500, '描述', 'Description'),
  comment: lines(500, '留言', 'Comment'),
  // The builder enquiry's own limit (information/builder.ts).
  message: lines(1000, '咨询内容', 'Message'),
};

/** Any other text (a URL, an id, an answer): no control characters, and at most this long. */
export const OTHER_TEXT_MAX = 5000;

/** C0 controls and DEL; tab, line feed and carriage return only where a field may hold lines. */
const LINE_BREAKS = new Set([0x09, 0x0a, 0x0d]);
const isControl = (code: number): boolean => code <= 0x1f || code === 0x7f;

/** A control character: any, or only those that are not a tab or line break. */
function hasControl(text: string, lineBreaksToo: boolean): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (isControl(code) && (lineBreaksToo || !LINE_BREAKS.has(code))) return true;
  }
  return false;
}

export interface TextProblem {
  /** The field's path in the body, e.g. `values.name` or `members[1].company`. */
  path: string;
  kind: 'control' | 'tooLong';
  rule?: TextRule;
  max: number;
}

/** The first text of `body` that breaks the rules (the shared ones unless others are given), or undefined. */
export function textProblemOf(body: unknown, rules: Readonly<Record<string, TextRule>> = TEXT_RULES, path = '', key = ''): TextProblem | undefined {
  if (typeof body === 'string') {
    const rule = Object.hasOwn(rules, key) ? rules[key] : undefined;
    const max = rule?.max ?? OTHER_TEXT_MAX;
    if (hasControl(body, rule !== undefined && !rule.multiLine)) return { path, kind: 'control', rule, max };
    if ([...body].length > max) return { path, kind: 'tooLong', rule, max };
    return undefined;
  }
  if (Array.isArray(body)) {
    for (const [index, item] of body.entries()) {
      // A list under a named field (several names) takes the field's rule.
      const problem = textProblemOf(item, rules, `${path}[${index}]`, key);
      if (problem) return problem;
    }
    return undefined;
  }
  if (typeof body === 'object' && body !== null && !Buffer.isBuffer(body)) {
    for (const [name, value] of Object.entries(body)) {
      const problem = textProblemOf(value, rules, path === '' ? name : `${path}.${name}`, name);
      if (problem) return problem;
    }
  }
  return undefined;
}

export function textProblemMessage(problem: TextProblem, language: 'cn' | 'en'): string {
  const label = language === 'en' ? (problem.rule?.labelEn ?? problem.path) : (problem.rule?.label ?? problem.path);
  if (problem.kind === 'control') return language === 'en' ? `${label} contains characters that are not allowed` : `${label}含有不允许的控制字符`;
  return language === 'en' ? `${label} must be at most ${problem.max} characters` : `${label}不能超过 ${problem.max} 个字符`;
}

/** Refuses, before the route runs, an API write whose body holds a text that breaks the rules (HTTP 400,
 * the envelope): the shared ones and those given (the areas'). */
export function registerTextFieldChecks(app: FastifyInstance, rules: Readonly<Record<string, TextRule>> = TEXT_RULES): void {
  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.url.startsWith('/api/')) return undefined;
    // The token endpoint answers in OAuth's shape and checks its own parameters (token-grants.ts).
    if (request.url.split('?')[0] === TOKEN_PATH) return undefined;
    const problem = textProblemOf(request.body, rules);
    if (!problem) return undefined;
    return sendBusinessFailure(reply, textProblemMessage(problem, languageOf(request)));
  });
}
