// Who the lead is about: the details the lead holds, or, for a badge scanned before it synced, the
// visitor the badge names looked up now when online (the server fills them in when the lead syncs).
// "Customer information not found" — from the lookup or from the sync — offers the details by hand.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitorCard } from '@fairpass/domain/leads';
import type { LeadView } from '@fairpass/sdk/leads';
import { useOnline } from '../../../ui/use-online';
import { useLeadsApi } from '../use-lead-book';

export type Lookup = { readonly state: 'none' } | { readonly state: 'found'; readonly visitor: VisitorCard } | { readonly state: 'notFound' };

/** Looks the badge of a lead without details up, once online. */
export function useBadgeLookup(lead: LeadView): Lookup {
  const api = useLeadsApi();
  const online = useOnline();
  const [lookup, setLookup] = useState<Lookup>({ state: 'none' });
  const badge = lead.fields.name === undefined ? lead.fields.badgeCode : undefined;
  useEffect(() => {
    if (badge === undefined || !online) return;
    let live = true;
    void api.lookupVisitor.execute({ code: badge }).then((found) => {
      if (!live) return;
      if (found.ok) setLookup({ state: 'found', visitor: found.value.visitor });
      else if (found.error.code === 'CUSTOMER.NOT_FOUND') setLookup({ state: 'notFound' });
    });
    return () => {
      live = false;
    };
  }, [api, badge, online]);
  return lookup;
}

export function LeadFacts({ lead, lookup }: { readonly lead: LeadView; readonly lookup: Lookup }) {
  const { t } = useTranslation('leads');
  const details = lead.fields.name !== undefined ? lead.fields : lookup.state === 'found' ? lookup.visitor : undefined;
  const rows = [
    ['lead.name', details?.name],
    ['lead.mobile', details?.mobile],
    ['lead.company', details?.company],
    ['lead.jobTitle', details?.jobTitle],
    ['lead.email', details?.email],
    ['lead.badge', lead.fields.badgeCode],
  ] as const;
  return (
    <>
      {details === undefined && lookup.state !== 'notFound' && <p className="fp-note">{t('detail.detailsLater')}</p>}
      <dl className="fp-ld-facts">
        {rows
          .filter(([, value]) => value !== undefined && value !== '')
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(key)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </>
  );
}
