// The exhibition's information pages (spec §2 "Information"): hotel, traffic, news, partners, materials
// with the PDF viewer, the custom booth offer, builder filing and entry records.
import type { RouteEntry } from '../../routes/route-entry';

export const INFORMATION_ROUTES: readonly RouteEntry[] = [];
