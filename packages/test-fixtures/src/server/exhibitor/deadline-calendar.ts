// The company's deadline calendar (design exhibitor.md §5.1 "Beyond the anchors"): every deadline of the
// company on one list — its materials and manual forms (the modules opened for the login), its service,
// ads and interpreter bookings — `GET RC exhibitor/deadlines`, and the open ones as one .ics file with a
// reminder 3 days and 1 day before each, at a signed address for WeChat, whose browser saves no file a
// page makes: `GET RC exhibitor/deadlines/calendar` → `{url, fileName, expireTime}`, the file at
// `/files/exhibitor-deadlines/{deptId}.{registerType}.{cn|en}.ics?expires=&sig=` (10 minutes, no token,
// nothing of the person in it). The server writes the file itself (RFC 5545, kit/ics-text.ts).
import type { FastifyInstance } from 'fastify';
import { languageOf, RC, stringParam, type ServerContext } from '../context';
import { success } from '../envelope';
import { beijingTime } from '../kit/beijing-time';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import { icsFold, icsReminder, icsText, icsUtc } from '../kit/ics-text';
import { signedFileLinks } from '../kit/signed-file-link';
import type { TokenSubject } from '../tokens';
import type { ExhibitorState } from './exhibitor-state';
import { modulesFor } from './exhibitor-rules';

export interface DeadlineWire {
  id: string;
  kind: 'material' | 'service' | 'ads' | 'translation';
  title: string;
  titleEn: string;
  deadline: string;
  state: string;
}

/** What the deadlines read of the services area's state (read by shape: no import between areas). */
interface BookableItems {
  items: readonly { id: string; kind: 'service' | 'ads' | 'translation'; name: string; nameEn: string; deadline: string }[];
}

const MODULE_OF_KIND = { service: 'services', ads: 'ads', translation: 'translation' } as const;
const REMINDER_DAYS = [3, 1];
const EVENT_MS = 3_600_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const fromWire = (text: string): number => Date.parse(`${text.replace(' ', 'T')}Z`) - BEIJING_OFFSET_MS;

const links = signedFileLinks({
  key: 'fairpass-contract-server-exhibitor-deadlines-key',
  scope: 'exhibitor-deadlines',
  path: (id) => `/files/exhibitor-deadlines/${encodeURIComponent(id)}.ics`,
  ttlMs: 10 * 60 * 1000,
});

/** The deadlines of a company as a login of `registerType` sees them, by deadline. */
export function deadlinesOf(ctx: ServerContext, exhibitor: ExhibitorState, deptId: string, registerType: string): DeadlineWire[] {
  const modules = modulesFor(registerType);
  const materials: DeadlineWire[] = (exhibitor.materials.get(deptId) ?? [])
    .filter((m) => modules.includes(m.module))
    .map((m) => ({ id: m.materialTypeV2, kind: 'material', title: m.title, titleEn: m.titleEn, deadline: m.deadline, state: m.state }));
  const items = ctx.state.slice<BookableItems>('exhibitorServices').items;
  const bookings: DeadlineWire[] = items
    .filter((i) => modules.includes(MODULE_OF_KIND[i.kind]))
    .map((i) => ({ id: i.id, kind: i.kind, title: i.name, titleEn: i.nameEn, deadline: i.deadline, state: 'notStarted' }));
  return [...materials, ...bookings].sort((a, b) => a.deadline.localeCompare(b.deadline) || a.id.localeCompare(b.id));
}

/** The .ics text of the open deadlines (not done, not passed) in one language. */
export function deadlineCalendarText(deadlines: readonly DeadlineWire[], now: number, en: boolean): string {
  const open = deadlines.filter((d) => d.state !== 'submitted' && d.state !== 'approved' && fromWire(d.deadline) >= now);
  const events = open.flatMap((d) => {
    const what = en ? d.titleEn || d.title : d.title || d.titleEn;
    const end = fromWire(d.deadline);
    return [
      'BEGIN:VEVENT',
      `UID:fairpass-deadline-${d.kind}-${d.id}`,
      `DTSTAMP:${icsUtc(now)}`,
      `DTSTART:${icsUtc(end - EVENT_MS)}`,
      `DTEND:${icsUtc(end)}`,
      `SUMMARY:${icsText(en ? `Deadline: ${what}` : `截止：${what}`)}`,
      `DESCRIPTION:${icsText(en ? 'A deadline of the exhibitor self-service (Beijing time)' : '展商自助服务的截止时间（北京时间）')}`,
      ...REMINDER_DAYS.flatMap((days) => icsReminder(days * 1440 - 60, en ? `${what} closes in ${days} day${days === 1 ? '' : 's'}` : `${what} 还有 ${days} 天截止`)),
      'END:VEVENT',
    ];
  });
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//fairpass//contract server//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', ...events, 'END:VCALENDAR'];
  return `${lines.map(icsFold).join('\r\n')}\r\n`;
}

export function registerDeadlineCalendarRoutes(app: FastifyInstance, ctx: ServerContext, exhibitor: ExhibitorState): void {
  const { authed } = commerceRouteKit(ctx);
  const accountOf = (subject: TokenSubject) => {
    const account = exhibitor.accountOf(ctx.state.userById(subject.userId)?.phone ?? '');
    return account?.state === 'approved' ? account : undefined;
  };

  app.get(
    `${RC}exhibitor/deadlines`,
    authed((_request, _reply, subject) => {
      const account = accountOf(subject);
      return success({ serverTime: exhibitor.epochNow(), deadlines: account ? deadlinesOf(ctx, exhibitor, account.deptId, account.registerType) : [] });
    }),
  );

  app.get(
    `${RC}exhibitor/deadlines/calendar`,
    authed((request, _reply, subject) => {
      const account = accountOf(subject);
      const id = `${account?.deptId ?? 'none'}.${account?.registerType ?? 'none'}.${languageOf(request)}`;
      const { url, expiresAt } = links.signedUrl(ctx.origin(), id, exhibitor.epochNow());
      return success({ url, fileName: 'exhibitor-deadlines.ics', expireTime: beijingTime(expiresAt) });
    }),
  );

  app.get('/files/exhibitor-deadlines/:file', async (request, reply) => {
    const file = stringParam(request.params, 'file');
    const id = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const now = exhibitor.epochNow();
    if (!links.holds(id, stringParam(request.query, 'expires'), stringParam(request.query, 'sig'), now)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('Signature invalid or expired');
    }
    const [deptId = '', registerType = '', language = 'cn'] = id.split('.');
    return reply
      .code(200)
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="exhibitor-deadlines.ics"')
      .header('cache-control', 'private, no-store')
      .send(deadlineCalendarText(deadlinesOf(ctx, exhibitor, deptId, registerType), now, language === 'en'));
  });
}
