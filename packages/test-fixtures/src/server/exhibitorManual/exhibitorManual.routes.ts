// The exhibitor manual and the company form in the contract server (issue 30, design exhibitor.md §2.1
// formInfoWap, §2.2 manualAll / manualPart, "ours").
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, RC, type ServerContext } from '../context';
import { success } from '../envelope';
import { formProblem, keepFormProps, type FormValues } from '../form-validation';
import { commerceRouteKit, type Body } from '../kit/commerce-route-kit';
import type { TokenSubject } from '../tokens';
import { profileOf } from '../exhibitor/exhibitor.routes';
import { modulesFor } from '../exhibitor/exhibitor-rules';
import { exhibitionOfWrite, submissionClosed } from '../exhibitor/submission-closed';
import type { ExhibitorAccount, ExhibitorMaterial } from '../exhibitor/exhibitor-state';
import type { ExhibitorBoothSeed, ExhibitorCompanySeed } from '../../data/exhibitor.data';
import type { BoothFasciaWire, FasciaValuesWire, ManualFormWire, ManualSectionWire } from './exhibitor-manual-wire.types';
import type { ExhibitorManualState } from './exhibitor-manual-state';
import { FASCIA_PROBLEM_MSG, fasciaProblem, freeItemsFor } from './exhibitor-manual-rules';

/** The area's stable failures: HTTP 400 envelopes with the code (design exhibitor.md §5.1). */
interface ManualFailure {
  code: 400 | 5003 | 5004 | 5007 | 5008 | 5012;
  cn: string;
  en: string;
}

const F = {
  notApproved: { code: 5012, cn: '展商尚未通过审核', en: 'The exhibitor is not approved yet' },
  permission: { code: 5004, cn: '该展商尚未开通此权限', en: 'The exhibitor has not opened this permission' },
  unknownSection: { code: 400, cn: '手册栏目不存在', en: 'No such manual section' },
  unknownPart: { code: 400, cn: '该部分不存在', en: 'No such part of the section' },
  closed: { code: 5003, cn: '信息提交已关闭', en: 'Submission of information is closed' },
  noBooth: { code: 5007, cn: '展位尚未分配', en: 'No booth has been allocated yet' },
  rawSpace: { code: 5008, cn: '光地展位没有楣板', en: 'A raw-space booth has no fascia' },
  noAccount: { code: 400, cn: '请先提交参展申请', en: 'Please apply to exhibit first' },
} as const satisfies Record<string, ManualFailure>;

/** The Beijing wire time `yyyy-MM-dd HH:mm:ss` as epoch ms. */
const epochOf = (wire: string): number => Date.parse(`${wire.replace(' ', 'T')}+08:00`);

const text = (source: unknown, key: string): string => {
  const value = typeof source === 'object' && source !== null ? (source as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value.trim() : '';
};

const count = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);

/** What a fascia write says, as kept (texts trimmed; a malformed count is kept as 0 in a draft). */
const fasciaOf = (values: Body): FasciaValuesWire => ({
  fasciaText: text(values, 'fasciaText'),
  fasciaTextConfirm: text(values, 'fasciaTextConfirm'),
  fasciaTextEn: text(values, 'fasciaTextEn'),
  fasciaTextEnConfirm: text(values, 'fasciaTextEnConfirm'),
  shelves: count(values['shelves']),
  hangingRods: count(values['hangingRods']),
  flowTableSets: count(values['flowTableSets']),
});

/** A form write's values: each prop a text or a list of texts. */
const formValuesOf = (values: Body): FormValues => {
  const kept: FormValues = {};
  for (const [prop, value] of Object.entries(values)) {
    if (typeof value === 'string') kept[prop] = value.trim();
    else if (Array.isArray(value)) kept[prop] = value.filter((v): v is string => typeof v === 'string');
  }
  return kept;
};

/**
 * The exhibitor manual (all the caller's, bearer): `GET RC exhibitor/manual?materialTypeV2=&part=` one
 * section whole or one part (a booth number or a form id), `POST RC exhibitor/manual/save` one part's
 * values as a draft or handed in (the fascia of a standard booth: both texts typed twice, the free
 * allowance, flow tables 1–3); 5003 after the section's deadline, 5004 a module not opened, 5007 no
 * booth yet, 5008 raw space only, 5012 not approved. And `POST RC exhibitor/form/submit` the company
 * form (`formConfigForExhibitorSelf`), which completes the login's profile.
 */
export function registerExhibitorManualRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const manual = (): ExhibitorManualState => ctx.state.slice<ExhibitorManualState>('exhibitorManual');
  const exhibitor = ctx.state.exhibitor;
  const { authed, bodyOf, query } = commerceRouteKit(ctx);
  const phoneOf = (subject: TokenSubject): string => ctx.state.userById(subject.userId)?.phone ?? '';
  const fail = (request: FastifyRequest, reply: FastifyReply, failure: ManualFailure): FastifyReply =>
    reply.code(400).send({ code: failure.code, success: false, data: null, msg: languageOf(request) === 'en' ? failure.en : failure.cn });

  interface Scope {
    account: ExhibitorAccount;
    company: ExhibitorCompanySeed;
    material: ExhibitorMaterial;
    booths: ExhibitorBoothSeed[];
  }

  /** The caller's company and the section asked for, or the refusal. */
  const scopeOf = (subject: TokenSubject, type: string): Scope | ManualFailure => {
    const account = exhibitor.accountOf(phoneOf(subject));
    const company = exhibitor.companyOf(account?.deptId ?? '');
    if (!account || !company || account.state !== 'approved') return F.notApproved;
    const material = (exhibitor.materials.get(company.deptId) ?? []).find((m) => m.materialTypeV2 === type);
    const seeded = manual().sections[type];
    if (type === 'board' && !modulesFor(account.registerType).includes('board')) return F.permission;
    if (type === 'board') {
      if (company.booths.length === 0) return F.noBooth;
      const standard = company.booths.filter((b) => b.type === 'standard');
      if (standard.length === 0) return F.rawSpace;
      if (!material) return F.unknownSection;
      return { account, company, material, booths: standard };
    }
    if (!material || !seeded || material.module !== 'manual') return F.unknownSection;
    if (!modulesFor(account.registerType).includes('manual')) return F.permission;
    return { account, company, material, booths: [] };
  };

  const fasciaView = (deptId: string, booth: ExhibitorBoothSeed): BoothFasciaWire => {
    const saved = manual().fasciaOf(deptId).get(booth.boothNo);
    return {
      boothNo: booth.boothNo,
      hallNo: booth.hallNo,
      areaM2: booth.areaM2,
      freeItems: freeItemsFor(booth.areaM2),
      ...(saved ? { values: saved.values } : {}),
      state: saved?.state ?? 'notStarted',
    };
  };

  const formView = (deptId: string, type: string, id: string): ManualFormWire | undefined => {
    const form = manual().sections[type]?.forms.find((f) => f.id === id);
    if (!form) return undefined;
    const saved = manual().formsOf(deptId).get(`${type}/${id}`);
    return {
      id: form.id,
      title: form.title,
      titleEn: form.titleEn,
      fields: form.fields,
      values: Object.entries(saved?.values ?? {}).map(([prop, value]) => ({ prop, values: Array.isArray(value) ? value : [value] })),
      state: saved?.state ?? 'notStarted',
    };
  };

  const sectionView = (scope: Scope, type: string, part: string): ManualSectionWire => {
    const seeded = manual().sections[type] ?? { html: '', htmlEn: '', forms: [] };
    const { material, company } = scope;
    const forms = seeded.forms.filter((f) => part === '' || f.id === part).flatMap((f) => formView(company.deptId, type, f.id) ?? []);
    const fascia = scope.booths.filter((b) => part === '' || b.boothNo === part).map((b) => fasciaView(company.deptId, b));
    return {
      materialTypeV2: type,
      title: material.title,
      titleEn: material.titleEn,
      html: seeded.html,
      htmlEn: seeded.htmlEn,
      deadline: material.deadline,
      serverTime: exhibitor.epochNow(),
      state: material.state,
      rejectReason: material.rejectReason ?? '',
      forms,
      fascia,
    };
  };

  /** The part named in a request is one of the section's (a booth of the company, or a form). */
  const partKnown = (scope: Scope, type: string, part: string): ManualFailure | undefined => {
    if (part === '') return undefined;
    if (type === 'board') {
      if (scope.booths.some((b) => b.boothNo === part)) return undefined;
      return scope.company.booths.some((b) => b.boothNo === part) ? F.rawSpace : F.unknownPart;
    }
    return manual().sections[type]?.forms.some((f) => f.id === part) ? undefined : F.unknownPart;
  };

  app.get(
    `${RC}exhibitor/manual`,
    authed((request, reply, subject) => {
      const type = query(request, 'materialTypeV2');
      const part = query(request, 'part');
      const scope = scopeOf(subject, type);
      if ('code' in scope) return fail(request, reply, scope);
      const unknown = partKnown(scope, type, part);
      if (unknown) return fail(request, reply, unknown);
      return success(sectionView(scope, type, part));
    }),
  );

  /** The section's material state once a part is saved: handed in when every part is, else a draft. */
  const settleMaterial = (scope: Scope, type: string): void => {
    const deptId = scope.company.deptId;
    const states =
      type === 'board'
        ? scope.booths.map((b) => manual().fasciaOf(deptId).get(b.boothNo)?.state)
        : (manual().sections[type]?.forms ?? []).map((f) => manual().formsOf(deptId).get(`${type}/${f.id}`)?.state);
    // the exhibitor area's material row (a field of its state, as its review hook sets it)
    scope.material.state = states.every((s) => s === 'submitted') ? 'submitted' : 'draft';
  };

  app.post(
    `${RC}exhibitor/manual/save`,
    authed((request, reply, subject) => {
      const body = bodyOf(request);
      const type = text(body, 'materialTypeV2');
      const part = text(body, 'part');
      const draft = body['draft'] === true;
      const values = typeof body['values'] === 'object' && body['values'] !== null && !Array.isArray(body['values']) ? (body['values'] as Body) : {};
      const scope = scopeOf(subject, type);
      if ('code' in scope) return fail(request, reply, scope);
      if (part === '') return fail(request, reply, F.unknownPart);
      const unknown = partKnown(scope, type, part);
      if (unknown) return fail(request, reply, unknown);
      if (epochOf(scope.material.deadline) < exhibitor.epochNow() || submissionClosed(ctx, exhibitionOfWrite(body, subject))) return fail(request, reply, F.closed);
      const language = languageOf(request);
      if (type === 'board') {
        const booth = scope.booths.find((b) => b.boothNo === part) as ExhibitorBoothSeed;
        const problem = draft ? undefined : fasciaProblem(values, booth.areaM2);
        if (problem) return reply.code(400).send({ code: 400, success: false, data: { problem }, msg: FASCIA_PROBLEM_MSG[problem][language] });
        manual().fasciaOf(scope.company.deptId).set(part, { values: fasciaOf(values), state: draft ? 'draft' : 'submitted' });
      } else {
        const fields = manual().sections[type]?.forms.find((f) => f.id === part)?.fields ?? [];
        const kept = keepFormProps(fields, formValuesOf(values));
        const problem = draft ? undefined : formProblem(fields, kept, ctx.state.dictionaries, language);
        if (problem) return reply.code(400).send({ code: 400, success: false, data: null, msg: problem });
        manual().formsOf(scope.company.deptId).set(`${type}/${part}`, { values: kept, state: draft ? 'draft' : 'submitted' });
      }
      settleMaterial(scope, type);
      return success(sectionView(scope, type, part));
    }),
  );

  app.post(
    `${RC}exhibitor/form/submit`,
    authed((request, reply, subject) => {
      const phone = phoneOf(subject);
      const account = exhibitor.accountOf(phone);
      if (!account) return fail(request, reply, F.noAccount);
      if (submissionClosed(ctx, exhibitionOfWrite(bodyOf(request), subject))) return fail(request, reply, F.closed);
      const body = bodyOf(request);
      const fields = ctx.state.exhibitorSelfForm;
      const values = keepFormProps(fields, formValuesOf(typeof body['values'] === 'object' && body['values'] !== null ? (body['values'] as Body) : {}));
      const language = languageOf(request);
      const problem = formProblem(fields, values, ctx.state.dictionaries, language);
      if (problem) return reply.code(400).send({ code: 400, success: false, data: null, msg: problem });
      manual().companyForms.set(phone, values);
      // the profile's completeResult: the exhibitor area reads this field of the login's account
      account.formComplete = true;
      return success(profileOf(exhibitor, account, language));
    }),
  );
}
