import { describe, expect, it } from 'vitest';
import { registerTypeNameOf } from './register-type-name';

const LIST = [
  { registerType: 'visitor', name: '观众', nameEn: 'Visitor' },
  { registerType: 'media', name: '媒体', nameEn: '' },
];

describe('the register type shown in the user centre', () => {
  it.each([
    ['visitor', 'cn', '观众'],
    ['visitor', 'en', 'Visitor'],
    ['media', 'en', '媒体'],
    ['conference', 'cn', 'conference'],
  ] as const)('%s in %s reads %s', (type, language, expected) => {
    expect(registerTypeNameOf(LIST, type, language)).toBe(expected);
  });

  it('shows the raw type when the exhibition sent no list', () => {
    expect(registerTypeNameOf(undefined, 'visitor', 'cn')).toBe('visitor');
  });
});
