// The page where each material is handed in, by its module: the hub's row opens it. A manual section (and
// the fascia) opens its section of the exhibitor manual by its type; a module with no page of its own
// here (the company form, services…) has none, and its row is not a link.
import { hrefOf } from '@fairpass/domain';
import type { ExhibitorMaterial, ExhibitorModule } from '@fairpass/domain/exhibitor';

const PAGES: Partial<Record<ExhibitorModule, string>> = {
  journal: '/exhibitorSelfService/information/info',
  logo: '/user-center/exhibitorLogo',
  products: '/exhibitorSelfService/productShow',
  exhibits: '/exhibitorSelfService/exhibit/list',
};

/** The materials whose page is a section of the exhibitor manual (features/exhibitor-manual). */
const MANUAL_MODULES: ReadonlySet<ExhibitorModule> = new Set(['board', 'manual']);

/** Where the material is handed in, or undefined when it has no page here. */
export function materialPageOf(material: Pick<ExhibitorMaterial, 'module' | 'materialTypeV2'>): string | undefined {
  if (MANUAL_MODULES.has(material.module)) return hrefOf('/exhibitorSelfService/information/manualAll/:materialTypeV2', { materialTypeV2: material.materialTypeV2 });
  return PAGES[material.module];
}
