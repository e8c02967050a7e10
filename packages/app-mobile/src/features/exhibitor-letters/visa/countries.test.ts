import { describe, expect, it } from 'vitest';
import { countryChoices, countryNameOf } from './countries';

const COUNTRIES = [
  { dictKey: 'DE', dictValue: 'Germany' },
  { dictKey: 'FR', dictValue: 'France' },
];

describe("a visa request's country", () => {
  it('is named in the dictionary’s language, and by its code until the dictionary is in or when it lacks it', () => {
    expect(countryNameOf('DE', COUNTRIES)).toBe('Germany');
    expect(countryNameOf('DE', undefined)).toBe('DE');
    expect(countryNameOf('AT', COUNTRIES)).toBe('AT');
  });

  it('is chosen from the dictionary in its order, the code sent as the value', () => {
    expect(countryChoices(COUNTRIES, '')).toEqual([
      { value: 'DE', label: 'Germany' },
      { value: 'FR', label: 'France' },
    ]);
    expect(countryChoices(COUNTRIES, 'FR')).toHaveLength(2);
  });

  it('keeps a chosen code the list does not have (yet) as a choice of its own, never dropping it unseen', () => {
    expect(countryChoices(undefined, 'DE')).toEqual([{ value: 'DE', label: 'DE' }]);
    expect(countryChoices(COUNTRIES, 'AT').at(-1)).toEqual({ value: 'AT', label: 'AT' });
    expect(countryChoices(undefined, '')).toEqual([]);
  });
});
