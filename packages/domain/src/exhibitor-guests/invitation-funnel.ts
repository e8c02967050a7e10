// The invitation funnel per way and per template (issue 31 "beyond the anchors"): of the company's buyers
// who came by each way — or through each invitation template — how many were invited or came through it,
// registered, were approved and entered through the gate, so the exhibitor sees which invitation worked.
// A later state counts in every earlier step.
import { INVITE_FORM_TYPES, type InviteFormType } from '../reach/reach.types';
import type { TemplateCompany } from '../exhibitor-letters/exhibitor-letters.types';
import type { GuestState } from './exhibitor-guests.types';

/** The four steps of a funnel. */
export interface FunnelSteps {
  readonly invited: number;
  readonly registered: number;
  readonly approved: number;
  readonly entered: number;
}

/** One way's steps (`RC invite/funnel`). */
export interface FunnelRow extends FunnelSteps {
  readonly inviteType: InviteFormType;
}

/** One invitation template's steps (`RC invite/templateFunnel`), with the template's titles as written (placeholders unfilled). */
export interface TemplateFunnelRow extends FunnelSteps {
  readonly templateId: string;
  /** The organiser's template, or the company's own. */
  readonly scope: 'organiser' | 'mine';
  readonly titleZh: string;
  readonly titleEn: string;
}

const REGISTERED: readonly GuestState[] = ['incomplete', 'reviewing', 'approved', 'rejected', 'entered'];
const APPROVED: readonly GuestState[] = ['approved', 'entered'];

/** The funnel per template (`RC invite/templateFunnel`) and the company's facts its titles' %%placeholders%% are filled with. */
export interface TemplateFunnel {
  readonly rows: readonly TemplateFunnelRow[];
  readonly company: TemplateCompany;
}

/** The steps of some buyers, from their states. */
export const funnelSteps = (records: readonly { readonly state: GuestState }[]): FunnelSteps => ({
  invited: records.length,
  registered: records.filter((r) => REGISTERED.includes(r.state)).length,
  approved: records.filter((r) => APPROVED.includes(r.state)).length,
  entered: records.filter((r) => r.state === 'entered').length,
});

/** The four ways' funnels, in the ways' order, from the buyers' ways and states. */
export function invitationFunnel(records: readonly { readonly inviteType: InviteFormType; readonly state: GuestState }[]): FunnelRow[] {
  return INVITE_FORM_TYPES.map((inviteType) => ({ inviteType, ...funnelSteps(records.filter((r) => r.inviteType === inviteType)) }));
}

/** A template as the funnel names it. */
export type FunnelTemplate = Pick<TemplateFunnelRow, 'scope' | 'titleZh' | 'titleEn'> & { readonly id: string };

/**
 * Each template's funnel, for the templates some buyer came through, most invited first (ties in the
 * templates' order); buyers of a template not in `templates` are left out.
 */
export function templateFunnel(records: readonly { readonly templateId: string; readonly state: GuestState }[], templates: readonly FunnelTemplate[]): TemplateFunnelRow[] {
  return templates
    .map(({ id, scope, titleZh, titleEn }) => ({ templateId: id, scope, titleZh, titleEn, ...funnelSteps(records.filter((r) => r.templateId === id)) }))
    .filter((row) => row.invited > 0)
    .sort((a, b) => b.invited - a.invited);
}

/** A step as a share of the invited, in whole per cent (0 when nobody was invited that way). */
export const funnelShare = (step: number, invited: number): number => (invited === 0 ? 0 : Math.round((step / invited) * 100));
