import { describe, expect, it } from 'vitest';
import { dictionaryChoices, dictionaryNameOf } from './dictionary-choices';

const COUNTRIES = [
  { dictKey: 'DE', dictValue: 'Germany' },
  { dictKey: 'FR', dictValue: 'France' },
];

describe('a choice from a dictionary (a country, an exhibit category)', () => {
  it('is named in the dictionary’s language, and by its code until the dictionary is in or when it lacks it', () => {
    expect(dictionaryNameOf('DE', COUNTRIES)).toBe('Germany');
    expect(dictionaryNameOf('DE', undefined)).toBe('DE');
    expect(dictionaryNameOf('AT', COUNTRIES)).toBe('AT');
  });

  it('is chosen from the dictionary in its order, the code sent as the value', () => {
    expect(dictionaryChoices(COUNTRIES, '')).toEqual([
      { value: 'DE', label: 'Germany' },
      { value: 'FR', label: 'France' },
    ]);
    expect(dictionaryChoices(COUNTRIES, 'FR')).toHaveLength(2);
  });

  it('keeps a chosen code the list does not have (yet) as a choice of its own, never dropping it unseen', () => {
    expect(dictionaryChoices(undefined, 'DE')).toEqual([{ value: 'DE', label: 'DE' }]);
    expect(dictionaryChoices(COUNTRIES, 'AT').at(-1)).toEqual({ value: 'AT', label: 'AT' });
    expect(dictionaryChoices(undefined, '')).toEqual([]);
  });
});
