import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { headerValue, RC, registrationFor, requireSubject, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { readMultipart } from '../multipart';
import type { BusinessCardFields, BusinessCardScan } from '../wire.types';

const ACCEPTED = new Map([
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['png', 'image/png'],
]);

/** What the backend's card recognition returns for the demo (it does not really read the image). */
const RECOGNISED = {
  name: '张名片',
  company: '名片识别科技有限公司',
  position: '销售总监',
  phone: '13800000099',
  email: 'card@example.com',
} as const satisfies BusinessCardFields;

/** Business-card upload (jpg/jpeg/png only) and a read-back of stored uploads. */
export function registerBusinessCardRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(`${RC}userInfo/businessCard/upload`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const contentType = headerValue(request, 'content-type') ?? '';
    const form = await readMultipart(contentType, request.body);
    const file = form?.get('file');
    if (!form || typeof file === 'string' || !file) return sendBusinessFailure(reply, '请上传名片图片');
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    const expectedType = ACCEPTED.get(extension);
    if (!expectedType || (file.type !== '' && file.type !== expectedType)) {
      return sendBusinessFailure(reply, '名片仅支持 jpg、jpeg、png 格式');
    }
    const exhibitionId = String(form.get('exhibitionId') ?? '') || subject.exhibitionId;
    const user = registrationFor(ctx, subject, exhibitionId);
    const id = randomUUID();
    ctx.state.uploads.push({
      id,
      at: ctx.clock(),
      userId: user?.userId ?? subject.userId,
      filename: file.name,
      mimetype: expectedType,
      bytes: Buffer.from(await file.arrayBuffer()),
    });
    return success({ url: `${ctx.origin()}/__contract/uploads/${id}`, fields: { ...RECOGNISED } } satisfies BusinessCardScan);
  });

  app.get('/__contract/uploads/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    const upload = ctx.state.uploads.find((u) => u.id === id);
    if (!upload) return reply.code(404).send({ error: 'No such upload' });
    return reply.type(upload.mimetype).send(upload.bytes);
  });
}
