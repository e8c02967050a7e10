import type { FastifyInstance, FastifyReply } from 'fastify';
import { headerValue, requireSubject, type ServerContext } from '../context';
import { success } from '../envelope';
import { GRANTS } from '../token-grants';
import type { TokenSubject } from '../tokens';
import type { UserRecord } from '../user-record';
import type { TokenBody } from '../wire.types';

export const TOKEN_PATH = '/api/blade-auth/oauth/token';

function oauthError(reply: FastifyReply, error: string, description: string): FastifyReply {
  return reply.code(400).send({ error, error_description: description });
}

function tokenBody(ctx: ServerContext, user: UserRecord, login = true): TokenBody {
  const subject: TokenSubject = {
    userId: user.userId,
    personId: user.personId,
    exhibitionId: user.exhibitionId,
    tenantId: user.tenantId,
  };
  // A login tells the listeners (the lead tool's single login); a refresh keeps the session it renews.
  const pair = login ? ctx.tokens.issueForLogin(subject) : ctx.tokens.issue(subject);
  return {
    access_token: pair.accessToken,
    token_type: 'bearer',
    refresh_token: pair.refreshToken,
    expires_in: pair.expiresIn,
    user_id: user.userId,
    dept_id: user.deptId,
    tenant_id: user.tenantId,
    account: user.account,
    user_name: user.account,
    nick_name: user.name || user.account,
    real_name: user.name,
    role_name: user.registerType || 'visitor',
    avatar: '',
  };
}

/** Parameters arrive in the query string of the POST; a form body is read too, as Spring would. */
function tokenParams(query: unknown, body: unknown): Record<string, string> {
  const params: Record<string, string> = {};
  for (const source of [body, query]) {
    if (typeof source !== 'object' || source === null) continue;
    for (const [key, value] of Object.entries(source)) {
      if (typeof value === 'string') params[key] = value;
    }
  }
  return params;
}

export function registerAuthRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(TOKEN_PATH, async (request, reply) => {
    const p = tokenParams(request.query, request.body);
    const grantType = p.grant_type ?? '';

    if (grantType === 'refresh_token') {
      const check = ctx.tokens.redeemRefresh(p.refresh_token ?? '');
      const user = check.ok ? ctx.state.userById(check.subject.userId) : undefined;
      if (!user) return oauthError(reply, 'invalid_grant', 'Invalid refresh token');
      return tokenBody(ctx, user, false);
    }

    const grant = GRANTS[grantType];
    if (!grant) return oauthError(reply, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
    const exhibition = ctx.state.exhibition(p.exhibitionid);
    if (!exhibition) return oauthError(reply, 'invalid_grant', 'Exhibition not found');
    const tenantId = p.tenantId || headerValue(request, 'tenant-id');
    if (tenantId && tenantId !== exhibition.tenantId) return oauthError(reply, 'invalid_grant', 'Tenant not found');

    const outcome = grant(ctx, exhibition.exhibitionId, p);
    if (!outcome.ok) return oauthError(reply, outcome.error, outcome.description);
    return tokenBody(ctx, outcome.user);
  });

  app.post('/api/blade-auth/oauth/logout', async (request, reply) => {
    if (!requireSubject(ctx, request, reply)) return reply;
    const token = /^bearer\s+(\S+)$/i.exec(headerValue(request, 'blade-auth')?.trim() ?? '')?.[1];
    if (token) ctx.tokens.revoke(token);
    return success(null);
  });
}
