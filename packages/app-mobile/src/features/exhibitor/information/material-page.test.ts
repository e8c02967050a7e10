import { describe, expect, it } from 'vitest';
import { materialPageOf } from './material-page';

describe('the page a material row opens', () => {
  it('is the manual section for the fascia and the manual forms, by its type', () => {
    expect(materialPageOf({ module: 'board', materialTypeV2: 'board' })).toBe('/exhibitorSelfService/information/manualAll/board');
    expect(materialPageOf({ module: 'manual', materialTypeV2: 'security' })).toBe('/exhibitorSelfService/information/manualAll/security');
  });

  it('is the catalogue entry, the logo, the products or the exhibits for theirs', () => {
    expect(materialPageOf({ module: 'journal', materialTypeV2: 'journal' })).toBe('/exhibitorSelfService/information/info');
    expect(materialPageOf({ module: 'logo', materialTypeV2: 'logo' })).toBe('/user-center/exhibitorLogo');
    expect(materialPageOf({ module: 'products', materialTypeV2: 'products' })).toBe('/exhibitorSelfService/productShow');
    expect(materialPageOf({ module: 'exhibits', materialTypeV2: 'exhibits' })).toBe('/exhibitorSelfService/exhibit/list');
  });

  it('is none for a module with no page of its own', () => {
    expect(materialPageOf({ module: 'services', materialTypeV2: 'services' })).toBeUndefined();
  });
});
