// Keeping a file (docs/endpoints.md "Keeping a file (issue 27)"): `POST RC file/mail` mails one of this
// server's signed file addresses, signed anew, to an e-mail address, and keeps the mail in the outbox the
// test hook `GET /__contract/file/outbox?to=` lists. It needs a login (bearer): a file is mailed for
// someone. A link that is not the server's, or has run out, is 4951; an address that is not one, 400.
import type { FastifyInstance } from 'fastify';
import { RC, stringParam, type ServerContext } from '../context';
import { isEmailAddress } from '../contact-rules';
import { beijingTime } from '../kit/beijing-time';
import { COMMERCE, done, refused } from '../kit/commerce-failure';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import type { FilesState } from './files-state';
import type { MailedFile } from './files-wire.types';
import { mailableFile } from './mailable-files';

export function registerFilesRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const files = ctx.state.slice<FilesState>('files');
  const { answer, authed, field } = commerceRouteKit(ctx);

  app.post(
    `${RC}file/mail`,
    authed((request, reply, subject) => {
      const email = field(request, 'email').trim();
      if (!isEmailAddress(email) || email.length > 100) return answer(request, reply, refused(400, '请输入正确的邮箱地址', 'Please enter a valid e-mail address'), () => null);
      const now = files.now();
      const file = mailableFile(field(request, 'url'), ctx.origin(), now);
      if (!file) return answer(request, reply, refused(COMMERCE.fileLinkExpired, '文件链接已过期，请重新获取文件后再发送', "This file's link has run out. Get the file again, then send it."), () => null);
      files.outbox.push({ at: now, userId: subject.userId, to: email, kind: file.kind, fileName: file.fileName, link: file.link });
      const receipt: MailedFile = { email, fileName: file.fileName, sentAt: beijingTime(now), expireTime: beijingTime(file.expiresAt) };
      return answer(request, reply, done(receipt), (value) => value);
    }),
  );

  // Test hook: the mails sent to an address (every mail without `to`), oldest first.
  app.get('/__contract/file/outbox', async (request) => {
    const to = stringParam(request.query, 'to').toLowerCase();
    return files.outbox.filter((mail) => to === '' || mail.to.toLowerCase() === to);
  });
}
