import type { FastifyInstance } from 'fastify';
import { optionalSubject, RC, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { paginate } from '../paging';
import type { ArticleTitle } from '../wire.types';

/** Content pages (HTML bodies) and log burying. */
export function registerContentRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.get(`${RC}article/detail`, async (request, reply) => {
    const article = ctx.state.articles.find((a) => a.id === stringParam(request.query, 'id'));
    if (!article) return sendBusinessFailure(reply, '文章不存在');
    return success(article);
  });

  // Not in docs/endpoints.md yet: the paged list the news screens will need, in BladeX's paging shape.
  app.get(`${RC}article/list`, async (request) => {
    const titles = ctx.state.articles.map(({ id, title, titleEn }): ArticleTitle => ({ id, title, titleEn }));
    return success(paginate(titles, stringParam(request.query, 'current'), stringParam(request.query, 'size')));
  });

  app.post(`${RC}log/bury`, async (request, reply) => {
    if (stringParam(request.body, 'event') === '') return sendBusinessFailure(reply, '缺少参数：event');
    const subject = optionalSubject(ctx, request);
    ctx.state.logs.push({ at: ctx.clock(), userId: subject?.userId ?? '', body: { ...(request.body as object) } });
    return success(null);
  });
}
