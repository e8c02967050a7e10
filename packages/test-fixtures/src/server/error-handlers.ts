import type { FastifyInstance } from 'fastify';

/** Unknown API paths and unexpected errors answer in the BladeX envelope, as the real gateway does. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.code(404).send({ code: 404, success: false, data: null, msg: `No handler for ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });

  app.setErrorHandler((error: { statusCode?: number; message?: string }, _request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    // Client mistakes (malformed JSON, oversize bodies) are 4xx business failures; anything else is a bug here.
    const msg = status === 500 ? '服务器异常' : (error.message ?? '请求无效');
    return reply.code(status).send({ code: status, success: false, data: null, msg });
  });
}
