import { compareIds } from './id-order';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, RC, registrationFor, type ServerContext } from '../context';
import { success } from '../envelope';
import { beijingTime } from '../kit/beijing-time';
import { commerceRouteKit } from '../kit/commerce-route-kit';
import { PDF_URL_TTL_MS, signedPdfUrl } from '../kit/signed-pdf';
import type { UserRecord } from '../user-record';
import type { GroupRecord } from './groups-records';
import { invalidField, notAllowed, notFound, notLeader, notSetUp, subAccountDisabled, type GroupOutcome } from './groups-failure';
import { toWireEntryCodes, toWireGroup, toWireMember, toWireSubAccount } from './groups-views';
import { entryCodesFileName, entryCodesPdfId, registerEntryCodesPdfFile } from './entry-codes-pdf';
import { addMember, moveMembers, removeMembers, saveGroup, updateMember } from './members';
import { moveFiltered, removeFiltered } from './filtered-bulk';
import { filterOf, matchesFilter } from './member-filter';
import { addSubAccount, disableSubAccount, removeSubAccount, resetSubAccountPassword, subAccountOf, updateSubAccount } from './sub-accounts';
import { subAccountMay, type GroupTask } from './sub-account-scope';
import { registerSheetFile, sheetFileName, sheetMembers, signedSheetUrl, type SheetRecord } from './member-sheet';
import { checkRows, importRows } from './member-import';

const MEMBER = { cn: '成员', en: 'Member' };
const SUB_ACCOUNT = { cn: '子账号', en: 'Sub-account' };

type LeaderHandler = (request: FastifyRequest, reply: FastifyReply, leader: UserRecord) => unknown;
type GroupHandler = (request: FastifyRequest, reply: FastifyReply, group: GroupRecord, leader: UserRecord) => unknown;

/**
 * Group management and sub-accounts (docs/endpoints.md "Group management and sub-accounts"): every
 * route is the caller's (bearer) and answers 4601 to anyone whose registration on the exhibition is not
 * a group leader's; the member routes answer 4602 to a leader who has not set the group up.
 */
export function registerGroupRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const groups = ctx.state.groups;
  const { authed, query, field, bodyOf, exhibitionOf, pageOf } = commerceRouteKit(ctx);

  /** The envelope of an outcome, or HTTP 400 with its stable code, `data` and msg in the page's language. */
  const send = <T>(request: FastifyRequest, reply: FastifyReply, outcome: GroupOutcome<T>, view: (value: T) => unknown) =>
    outcome.ok
      ? success(view(outcome.value))
      : reply.code(400).send({ code: outcome.failure.code, success: false, data: outcome.failure.data ?? null, msg: outcome.failure.msg[languageOf(request)] });

  /**
   * The caller's registration on the exhibition when it is a group leader's, else 4601. A group
   * account's sub-account (issue 29) acts as its leader for the tasks of its scope: 4612 once the leader
   * disabled it, 4613 for any other task.
   */
  const asLeader = (task: GroupTask, handle: LeaderHandler) =>
    authed((request, reply, subject) => {
      const user = registrationFor(ctx, subject, exhibitionOf(request.method === 'GET' ? request.query : request.body, subject));
      if (!user?.visitingGroupLeader) return send(request, reply, notLeader(), () => null);
      const link = groups.subAccounts.find((s) => s.userId === user.userId);
      if (!link) return handle(request, reply, user);
      if (link.disabled) return send(request, reply, subAccountDisabled(), () => null);
      if (!subAccountMay(task)) return send(request, reply, notAllowed(), () => null);
      const leader = groups.users.userById(link.parentUserId);
      return leader ? handle(request, reply, leader) : send(request, reply, notLeader(), () => null);
    });

  /** The leader's group, else 4602. */
  const onGroup = (task: GroupTask, handle: GroupHandler) =>
    asLeader(task, (request, reply, leader) => {
      const group = groups.groupOf(leader.userId);
      return group ? handle(request, reply, group, leader) : send(request, reply, notSetUp(), () => null);
    });

  const formed = (leader: UserRecord) => leader.visitingGroupLeader?.processStatus === 1;

  // The group.
  app.get(
    `${RC}group/detail`,
    asLeader('viewMembers', (_request, _reply, leader) => {
      const group = groups.groupOf(leader.userId);
      return success(group ? toWireGroup(groups, group, formed(leader)) : null);
    }),
  );

  app.post(
    `${RC}group/save`,
    asLeader('editGroup', (request, reply, leader) => send(request, reply, saveGroup(groups, leader.userId, leader.exhibitionId, bodyOf(request)), (group) => toWireGroup(groups, group, formed(leader)))),
  );

  // The join link's landing (issue 29): which group the link joins and who leads it, to anyone holding
  // the link (no login: the member scans it first); an id that names no group is null.
  app.get(`${RC}group/joinInfo`, (request) => {
    const group = groups.groups.find((g) => g.groupId === query(request, 'visitingGroupId'));
    const leader = group && groups.users.userById(group.leaderUserId);
    return success(group ? { groupId: group.groupId, name: group.name, organisation: group.organisation, leaderName: leader?.name || group.contact } : null);
  });

  // Members.
  app.get(
    `${RC}group/member/list`,
    onGroup('viewMembers', (request, reply, group) => {
      const filter = filterOf({ keyword: query(request, 'keyword'), reviewState: query(request, 'reviewState'), teamId: query(request, 'teamId') });
      if (filter === 'reviewState') return send(request, reply, invalidField('reviewState'), () => null);
      const found = groups
        .membersOf(group.groupId)
        .filter((m) => matchesFilter(filter, m))
        .sort((a, b) => b.createdAt - a.createdAt || compareIds(b.memberId, a.memberId));
      return pageOf(request, found, (m) => toWireMember(group, m));
    }),
  );

  app.get(
    `${RC}group/member/detail`,
    onGroup('viewMembers', (request, reply, group) => {
      const member = groups.member(group.groupId, query(request, 'id'));
      return member ? success(toWireMember(group, member)) : send(request, reply, notFound(MEMBER), () => null);
    }),
  );

  app.post(`${RC}group/member/add`, onGroup('editMembers', (request, reply, group) => send(request, reply, addMember(groups, group, bodyOf(request)), (m) => toWireMember(group, m))));
  app.post(`${RC}group/member/update`, onGroup('editMembers', (request, reply, group) => send(request, reply, updateMember(groups, group, bodyOf(request)), (m) => toWireMember(group, m))));
  app.post(`${RC}group/member/remove`, onGroup('bulkMembers', (request, reply, group) => send(request, reply, removeMembers(groups, group, bodyOf(request)), (outcome) => outcome)));
  app.post(`${RC}group/member/move`, onGroup('bulkMembers', (request, reply, group) => send(request, reply, moveMembers(groups, group, bodyOf(request)), (outcome) => outcome)));
  // Every member a filter lists, by the count the leader saw (issue 29: a team of 200 in one action).
  app.post(`${RC}group/member/removeByFilter`, onGroup('bulkMembers', (request, reply, group) => send(request, reply, removeFiltered(groups, group, bodyOf(request)), (outcome) => outcome)));
  app.post(`${RC}group/member/moveByFilter`, onGroup('bulkMembers', (request, reply, group) => send(request, reply, moveFiltered(groups, group, bodyOf(request)), (outcome) => outcome)));

  // The members to and from a spreadsheet (issue 29): the list as filtered (or the template) as a CSV at
  // a signed address; the rows of an import checked, then added all or none.
  app.get(
    `${RC}group/member/export`,
    onGroup('viewMembers', (request, reply, group) => {
      const filter = filterOf({ keyword: query(request, 'keyword'), reviewState: query(request, 'reviewState'), teamId: query(request, 'teamId') });
      if (filter === 'reviewState') return send(request, reply, invalidField('reviewState'), () => null);
      const record: SheetRecord = { sheetId: groups.nextId('sheet'), groupId: group.groupId, filter, template: query(request, 'template') === 'true', language: languageOf(request) };
      groups.sheets.push(record);
      const now = groups.now();
      const signed = signedSheetUrl(ctx.origin(), record.sheetId, now);
      return success({ url: signed.url, fileName: sheetFileName(record, now), count: sheetMembers(groups, record).length, expireTime: beijingTime(signed.expiresAt) });
    }),
  );
  registerSheetFile(app, groups, () => groups.sheets);
  app.post(`${RC}group/member/check`, onGroup('editMembers', (request, reply, group) => send(request, reply, checkRows(groups, group, bodyOf(request)), (rows) => rows)));
  app.post(`${RC}group/member/import`, onGroup('editMembers', (request, reply, group) => send(request, reply, importRows(groups, group, bodyOf(request)), (outcome) => outcome)));

  app.get(
    `${RC}group/member/codes`,
    onGroup('printCodes', (request, _reply, group) => {
      const teamId = query(request, 'teamId');
      const members = groups.membersOf(group.groupId).filter((m) => teamId === '' || m.teamId === teamId);
      return success(toWireEntryCodes(group, members));
    }),
  );

  // The same cards as one PDF at a signed address (issue 27: to print on a computer; no token in it).
  app.get(
    `${RC}group/member/codes/pdf`,
    onGroup('printCodes', (request, _reply, group) => {
      const teamId = query(request, 'teamId');
      const members = groups.membersOf(group.groupId).filter((m) => teamId === '' || m.teamId === teamId);
      const now = groups.now();
      return success({
        url: signedPdfUrl(ctx.origin(), 'entry-codes', entryCodesPdfId(group.groupId, teamId), now),
        fileName: entryCodesFileName(now),
        count: toWireEntryCodes(group, members).cards.length,
        expireTime: beijingTime(now + PDF_URL_TTL_MS),
      });
    }),
  );
  registerEntryCodesPdfFile(app, groups);

  // Sub-accounts.
  app.get(
    `${RC}subordinate/list`,
    asLeader('manageSubAccounts', (request, _reply, leader) => {
      const links = groups.subAccountsOf(leader.userId).flatMap((link) => {
        const user = groups.users.userById(link.userId);
        return user ? [{ user, link }] : [];
      });
      return pageOf(request, links, ({ user, link }) => toWireSubAccount(user, link));
    }),
  );

  app.get(
    `${RC}subordinate/detail`,
    asLeader('manageSubAccounts', (request, reply, leader) => {
      const userId = query(request, 'userId');
      const user = subAccountOf(groups, leader.userId, userId);
      const link = groups.subAccounts.find((s) => s.userId === userId);
      return user && link ? success(toWireSubAccount(user, link)) : send(request, reply, notFound(SUB_ACCOUNT), () => null);
    }),
  );

  const linkOf = (userId: string) => groups.subAccounts.find((s) => s.userId === userId) ?? { createdAt: groups.now() };

  app.post(
    `${RC}subordinate/add`,
    asLeader('manageSubAccounts', (request, reply, leader) => send(request, reply, addSubAccount(groups, leader, bodyOf(request)), (user) => toWireSubAccount(user, linkOf(user.userId)))),
  );
  app.post(
    `${RC}subordinate/update`,
    asLeader('manageSubAccounts', (request, reply, leader) => send(request, reply, updateSubAccount(groups, leader, bodyOf(request)), (user) => toWireSubAccount(user, linkOf(user.userId)))),
  );
  app.post(
    `${RC}subordinate/disable`,
    asLeader('manageSubAccounts', (request, reply, leader) => send(request, reply, disableSubAccount(groups, leader, bodyOf(request)), (user) => toWireSubAccount(user, linkOf(user.userId)))),
  );
  app.post(
    `${RC}subordinate/remove`,
    asLeader('manageSubAccounts', (request, reply, leader) => send(request, reply, removeSubAccount(groups, leader, bodyOf(request)), () => true)),
  );
  app.post(
    `${RC}subordinate/resetPwd`,
    asLeader('manageSubAccounts', (request, reply, leader) => send(request, reply, resetSubAccountPassword(groups, leader, { userId: field(request, 'userId'), password: bodyOf(request).password }), () => true)),
  );
}
