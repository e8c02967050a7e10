// What a scan or a typed code does: a badge code is captured on the phone at once (no network needed;
// the server fills in the visitor when the lead syncs; the same badge again opens its lead); a mobile is
// looked up (online) and captured with the visitor's details; not found, it opens the form to type the
// visitor in by hand with that mobile; with no network it is kept on the phone as a lookup, like a badge
// (the server fills in the registered visitor when the lead syncs).
import { useLocation } from 'wouter';
import { hrefOf, isMainlandMobile, type DomainError } from '@fairpass/domain';
import { useLeadsApi } from '../use-lead-book';

export type CaptureOutcome = { readonly ok: true } | { readonly ok: false; readonly error: DomainError };

export function useCapture(): (code: string) => Promise<CaptureOutcome> {
  const api = useLeadsApi();
  const [, navigate] = useLocation();
  const open = (localId: string, existing: boolean) => navigate(hrefOf('/custDetailInfoPage', undefined, { id: localId, ...(existing ? { existing: '1' } : {}) }));
  return async (code) => {
    const value = code.trim();
    if (isMainlandMobile(value)) return byMobile(value);
    const captured = await api.captureLead.execute({ source: 'qr', badgeCode: value });
    if (!captured.ok) return captured;
    open(captured.value.lead.localId, captured.value.existing);
    return { ok: true };
  };

  async function byMobile(mobile: string): Promise<CaptureOutcome> {
    const found = await api.lookupVisitor.execute({ mobile });
    if (found.ok && found.value.lead) {
      open(found.value.lead.localId, true);
      return { ok: true };
    }
    if (!found.ok) {
      // Nobody registered with it: the visitor is typed in by hand, the mobile kept.
      if (found.error.code === 'CUSTOMER.NOT_FOUND') {
        navigate(hrefOf('/custDetailInfoPage', undefined, { mobile, reason: 'notFound' }));
        return { ok: true };
      }
      // No network to look with: kept as a lookup to resolve when the lead syncs.
      if (found.error.retryable) {
        const kept = await api.captureLead.execute({ source: 'mobile', mobile });
        if (!kept.ok) return kept;
        open(kept.value.lead.localId, kept.value.existing);
        return { ok: true };
      }
      return found;
    }
    const { visitor } = found.value;
    const captured = await api.captureLead.execute({
      source: 'mobile',
      visitorId: visitor.visitorId,
      name: visitor.name,
      mobile: visitor.mobile,
      ...(visitor.company ? { company: visitor.company } : {}),
      ...(visitor.jobTitle ? { jobTitle: visitor.jobTitle } : {}),
      ...(visitor.email ? { email: visitor.email } : {}),
    });
    if (!captured.ok) return captured;
    open(captured.value.lead.localId, captured.value.existing);
    return { ok: true };
  }
}
