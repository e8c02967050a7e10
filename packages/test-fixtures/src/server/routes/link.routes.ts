import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { optionalSubject, RC, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import type { StoredWrite } from '../state';
import type { CacheKey, ShareLinks } from '../wire.types';

type Store = 'registerLinks' | 'fissionParents' | 'registerLogs';

/** Share links, the link bookkeeping of the entry flow, ticket upgrades and the exhibitor-services hand-off. */
export function registerLinkRoutes(app: FastifyInstance, ctx: ServerContext): void {
  /**
   * Entry-flow writes: they may come before or after login, so a token is optional; a stale one is
   * simply not used (nothing here is worth a 401 that would end the visit).
   */
  const saveEntryWrite = (store: Store, required: string[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const missing = required.find((key) => stringParam(request.body, key) === '');
    if (missing) return sendBusinessFailure(reply, `缺少参数：${missing}`);
    const subject = optionalSubject(ctx, request);
    const write: StoredWrite = { at: ctx.clock(), userId: subject?.userId ?? '', body: { ...(request.body as object) } };
    ctx.state[store].push(write);
    return success(null);
  };

  app.post(`${RC}userRegisterLink/save`, saveEntryWrite('registerLinks', ['registerLinkId']));
  app.post(`${RC}saveFissionParentId`, saveEntryWrite('fissionParents', ['exhibitionId', 'fissionParentBladeUserId']));
  app.post(`${RC}registerLog/save`, saveEntryWrite('registerLogs', ['exhibitionId']));

  app.post(`${RC}upgradeTicket`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    if (stringParam(request.body, 'upgradeTicket') === '') return sendBusinessFailure(reply, '缺少参数：upgradeTicket');
    ctx.state.upgrades.push({ at: ctx.clock(), userId: subject.userId, body: { ...(request.body as object) } });
    return success(null);
  });

  app.get(`${RC}invitation/share/link`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const user = registrationFor(ctx, subject);
    const registerType = stringParam(request.query, 'registerType') || user?.registerType || 'visitor';
    const link = (languageType: 'cn' | 'en', route: string) => {
      const query = new URLSearchParams({
        exhibitionId: subject.exhibitionId,
        registerType,
        tenantId: subject.tenantId,
        languageType,
        sourceInviteUserId: subject.userId,
      });
      return `${ctx.origin()}/?${query.toString()}#${route}`;
    };
    const links: ShareLinks = {
      cnLandingPageUrl: link('cn', '/'),
      enLandingPageUrl: link('en', '/'),
      cnRegisterLinkUrl: link('cn', '/registration'),
      enRegisterLinkUrl: link('en', '/registration'),
      cnCustomerUrl: link('cn', '/customerPage'),
      enCustomerUrl: link('en', '/customerPage'),
    };
    return success(links);
  });

  app.get('/api/ef-connect-client/exhibitorServices/cacheUserIdAndToken', async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const exhibitionId = stringParam(request.query, 'exhibitionId') || subject.exhibitionId;
    // The key stands in for user and token when another site takes over, so the token never rides in a URL.
    const cacheKey = randomBytes(16).toString('hex');
    ctx.state.cacheKeys.set(cacheKey, { userId: subject.userId, exhibitionId });
    return success({ cacheKey } satisfies CacheKey);
  });
}
