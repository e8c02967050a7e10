import { describe, expect, it } from 'vitest';
import { canAdd, catalogueRefusalOf } from './catalogue-limits';

describe('catalogue limits', () => {
  it('lets one more in below the maximum', () => {
    expect(canAdd(5, 6)).toBe(true);
    expect(catalogueRefusalOf('exhibits', 5, 6)).toBeUndefined();
  });
  it('refuses exhibits at 6/6 and products at 20/20 with their codes', () => {
    expect(canAdd(6, 6)).toBe(false);
    expect(catalogueRefusalOf('exhibits', 6, 6)).toBe('LIMIT.MAX_EXHIBITS');
    expect(catalogueRefusalOf('products', 20, 20)).toBe('LIMIT.MAX_PRODUCTS');
  });
});
