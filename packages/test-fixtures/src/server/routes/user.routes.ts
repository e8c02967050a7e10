import type { FastifyInstance } from 'fastify';
import { headerValue, languageOf, RC, registrationFor, requireSubject, stringParam, type ServerContext } from '../context';
import { sendBusinessFailure, success } from '../envelope';
import { formProblem, keepFormProps, type FormValues } from '../form-validation';
import { submitForReviewWhenDone } from '../registration-progress';
import { toUserInfo, type UserRecord } from '../user-record';

const text = (values: FormValues, prop: string): string => {
  const value = values[prop];
  return typeof value === 'string' ? value.trim() : '';
};

/** Copies the form's well-known props onto the user record (the rest stays in formValues). */
function applyProfile(user: UserRecord, values: FormValues): void {
  const set = (field: 'name' | 'company' | 'companyEnName' | 'firstName' | 'lastName' | 'idNumber' | 'email', prop: string) => {
    if (text(values, prop)) user[field] = text(values, prop);
  };
  set('name', 'name');
  set('company', 'company');
  set('companyEnName', 'companyEnName');
  set('firstName', 'firstName');
  set('lastName', 'lastName');
  set('idNumber', 'idNumber');
  if (!user.email) set('email', 'email');
  if (!user.phone && text(values, 'phone')) user.phone = text(values, 'phone');
  if (!text(values, 'name') && (user.firstName || user.lastName)) user.name = `${user.firstName} ${user.lastName}`.trim();
  if (!user.company && user.companyEnName) user.company = user.companyEnName;
}

/** The user's registration: created on demand, the personal-info form, and the exhibitor lookup. */
export function registerUserRoutes(app: FastifyInstance, ctx: ServerContext): void {
  app.post(`${RC}user/registerType/addAndGetAll`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const exhibitionId = stringParam(request.body, 'exhibitionId') || subject.exhibitionId;
    const topRegisterType = stringParam(request.body, 'topRegisterType') || 'visitor';
    if (!ctx.state.exhibition(exhibitionId)) return sendBusinessFailure(reply, '展会不存在');
    let user = registrationFor(ctx, subject, exhibitionId);
    if (!user) {
      const login = ctx.state.userById(subject.userId);
      user = ctx.state.addUser({
        exhibitionId,
        personId: subject.personId,
        userId: `u-${exhibitionId}-${login?.account ?? subject.personId}`,
        account: login?.account ?? '',
        phone: login?.phone ?? '',
        email: login?.email ?? '',
        password: login?.password ?? '',
      });
    }
    // A registration keeps the type it was made with; only a fresh one takes the link's type.
    if (user.registerType === '') {
      user.registerType = topRegisterType;
      // A fresh registration counts for the traceability channel whose link it came through.
      ctx.state.reach.noteRegistration(user.userId, headerValue(request, 'source-code'));
    }
    return success(toUserInfo(user, ctx.origin()));
  });

  app.post(`${RC}userInfo/submit`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const exhibitionId = stringParam(request.body, 'exhibitionId') || subject.exhibitionId;
    const exhibition = ctx.state.exhibition(exhibitionId);
    const user = registrationFor(ctx, subject, exhibitionId);
    if (!exhibition || !user) return sendBusinessFailure(reply, '尚未登记该展会');
    const rawValues = (request.body as { values?: unknown } | undefined)?.values;
    if (typeof rawValues !== 'object' || rawValues === null || Array.isArray(rawValues)) {
      return sendBusinessFailure(reply, '提交内容不完整');
    }
    const language = languageOf(request);
    const fields = ctx.state.registrationForms[language];
    const values = rawValues as FormValues;
    const problem = formProblem(fields, values, ctx.state.dictionaries, language);
    if (problem) return sendBusinessFailure(reply, problem);

    user.formValues = keepFormProps(fields, values);
    applyProfile(user, values);
    const registerType = stringParam(request.body, 'registerType');
    if (user.registerType === '' && registerType) user.registerType = registerType;
    user.completeResult = 'succ';
    submitForReviewWhenDone(user, exhibition, language);
    return success(toUserInfo(user, ctx.origin()));
  });

  app.get(`${RC}dept/getByExhibitionIdAndUserId`, async (request, reply) => {
    const subject = requireSubject(ctx, request, reply);
    if (!subject) return reply;
    const exhibitionId = stringParam(request.query, 'exhibitionId') || subject.exhibitionId;
    const named = ctx.state.userById(stringParam(request.query, 'userId'));
    const user = named ? ctx.state.registrationOf(named.personId, exhibitionId) : undefined;
    const deptId = user?.deptId || user?.inviteDeptId || '';
    return success(ctx.state.depts.find((d) => d.id === deptId) ?? null);
  });
}
