// Catalogue limits (design exhibitor.md §5.1 rule 6, spec §8 "Number of … exhibits or products reached
// the maximum").
export type CatalogueKind = 'exhibits' | 'products';

export type CatalogueRefusal = 'LIMIT.MAX_EXHIBITS' | 'LIMIT.MAX_PRODUCTS';

/** Whether one more entry fits: undefined when it does, else the refusal's code. */
export const catalogueRefusalOf = (kind: CatalogueKind, count: number, max: number): CatalogueRefusal | undefined =>
  count < max ? undefined : kind === 'exhibits' ? 'LIMIT.MAX_EXHIBITS' : 'LIMIT.MAX_PRODUCTS';

/** True when one more entry fits under the company's maximum. */
export const canAdd = (count: number, max: number): boolean => count < max;
