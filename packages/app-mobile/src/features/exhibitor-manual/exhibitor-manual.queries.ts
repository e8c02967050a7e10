// The manual's reads over the SDK's exhibitor-manual area, and the company form over registration's.
// A save invalidates the section and the exhibitor area's keys (`['exhibitor']`: the materials' states
// and the profile, shared by key with features/exhibitor).
import { queryOptions } from '@tanstack/react-query';
import type { FairpassClient } from '@fairpass/sdk';
import { getExhibitorManual } from '@fairpass/sdk/exhibitor-manual';
import { getRegistration } from '@fairpass/sdk/registration';
import { fromResult } from '../../ui/server-state/result-query';

export const EXHIBITOR_MANUAL_KEYS = {
  all: ['exhibitor-manual'] as const,
  section: (materialTypeV2: string, part: string) => ['exhibitor-manual', 'section', materialTypeV2, part] as const,
  companyForm: (exhibitionId: string, language: string) => ['exhibitor-manual', 'companyForm', exhibitionId, language] as const,
  /** The exhibitor area's reads (profile, materials): the same key as features/exhibitor's. */
  exhibitor: ['exhibitor'] as const,
};

/** One manual section, whole (`part` '') or one part of it. */
export const manualQuery = (client: FairpassClient, materialTypeV2: string, part: string) =>
  queryOptions({
    queryKey: EXHIBITOR_MANUAL_KEYS.section(materialTypeV2, part),
    queryFn: fromResult((options) => getExhibitorManual(client).fetchManual.execute(part ? { materialTypeV2, part } : { materialTypeV2 }, options)),
  });

/** The company form's fields (`formConfigForExhibitorSelf`). */
export const companyFormQuery = (client: FairpassClient, exhibitionId: string, language: string) =>
  queryOptions({
    queryKey: EXHIBITOR_MANUAL_KEYS.companyForm(exhibitionId, language),
    queryFn: fromResult((options) => getRegistration(client).fetchCompanyForm.execute(options)),
  });
