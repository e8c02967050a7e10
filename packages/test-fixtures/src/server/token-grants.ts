import { SEED } from '../data/seed.constants';
import type { ServerContext } from './context';
import { isEmail, isMainlandMobile, isInternationalPhone } from './formats';
import type { UserRecord } from './user-record';
import { TOO_MANY_WRONG_CODES } from './verification-attempts';

/** The outcome of one grant: the user to issue tokens for, or the OAuth error to answer with. */
export type GrantOutcome = { ok: true; user: UserRecord } | { ok: false; error: string; description: string };

const NO_USER = 'No user information';
const invalid = (description: string): GrantOutcome => ({ ok: false, error: 'invalid_grant', description });
const found = (user: UserRecord | undefined): GrantOutcome => (user ? { ok: true, user } : invalid(NO_USER));

type Params = Record<string, string>;

/** The code sent to `target`, counted: a dead code (too many wrong ones) is refused even when right. */
function codeProblem(ctx: ServerContext, target: string, code: string | undefined): GrantOutcome | undefined {
  const verdict = ctx.state.codeAttempts.check(target, code, SEED.code);
  if (verdict === 'exhausted') return invalid(TOO_MANY_WRONG_CODES);
  return verdict === 'wrong' ? invalid('Verification code error') : undefined;
}

/** Each grant of the BladeX token endpoint, on one exhibition; unknown codes/phones behave as the backend's. */
export const GRANTS: Record<string, (ctx: ServerContext, exhibitionId: string, p: Params) => GrantOutcome> = {
  appsms(ctx, exhibitionId, p) {
    const phone = p.phone ?? '';
    // Mainland mobiles get their code by SMS; overseas numbers (+<country><number>) by WhatsApp.
    if (!isMainlandMobile(phone) && !(phone.startsWith('+') && isInternationalPhone(phone))) {
      return invalid('Incorrect phone number');
    }
    const refused = codeProblem(ctx, phone, p.code);
    if (refused) return refused;
    // Any valid phone not seen before signs up as a new visitor on this exhibition.
    const user =
      ctx.state.findUser(exhibitionId, (u) => u.phone === phone) ??
      ctx.state.addUser({ exhibitionId, phone, account: phone, personId: `p-${phone}`, userId: `u-${exhibitionId}-${phone}` });
    return { ok: true, user };
  },
  appemail(ctx, exhibitionId, p) {
    const email = (p.email ?? '').toLowerCase();
    if (!isEmail(email)) return invalid('Incorrect e-mail address');
    const refused = codeProblem(ctx, email, p.code);
    if (refused) return refused;
    const user =
      ctx.state.findUser(exhibitionId, (u) => u.email.toLowerCase() === email) ??
      ctx.state.addUser({ exhibitionId, email, account: email, personId: `p-${email}`, userId: `u-${exhibitionId}-${email}` });
    return { ok: true, user };
  },
  password(ctx, exhibitionId, p) {
    const username = p.username ?? '';
    const user = ctx.state.findUser(
      exhibitionId,
      (u) => username !== '' && (u.account === username || u.phone === username || u.email === username),
    );
    if (!user || user.password === '' || user.password !== p.password) return invalid('Incorrect username or password');
    return { ok: true, user };
  },
  appopenid(ctx, exhibitionId, p) {
    const openid = p.openid ?? '';
    return found(openid ? ctx.state.findUser(exhibitionId, (u) => u.openid === openid) : undefined);
  },
  imaster(ctx, exhibitionId, p) {
    const code = p.imasterCode ?? '';
    const user = code ? ctx.state.findUser(exhibitionId, (u) => u.imasterCode === code) : undefined;
    // The hand-off code is single use, like an authorisation code: the login consumes it, so a code
    // read from a history entry, a log or a Referer logs nobody in ("No user information"). A reset of
    // the state restores the seeded code.
    if (user) user.imasterCode = '';
    return found(user);
  },
  /**
   * Logs in by account name alone, as the backend does: a server-to-server hand-off (the desktop site's
   * pcJumpAccount) that the backend must pair with a signed, short-lived assertion (docs/endpoints.md,
   * "Account hand-off"). Emulated faithfully, risk included.
   */
  accountPasswordAutoLogin(ctx, exhibitionId, p) {
    const account = p.account ?? '';
    return found(account ? ctx.state.findUser(exhibitionId, (u) => u.account === account) : undefined);
  },
};
