import { describe, expect, it } from 'vitest';
import { defaultModulesOf, EXHIBITOR_MODULES, moduleAllowed, modulesOf, PERMISSION_REFUSAL } from './permission-gate';

describe('the exhibitor permission gate', () => {
  it.each([
    ['exhibitorDept', EXHIBITOR_MODULES],
    ['exhibitor_dept', EXHIBITOR_MODULES],
    ['exhibitorProduct', ['products']],
    ['exhibitor_product', ['products']],
    ['exhibitorBoard', ['board']],
    ['exhibitor_board', ['board']],
    ['exhibitorJournal', ['journal']],
    ['electronic_journal', ['journal']],
    ['visitor', []],
  ])('the register type %s opens its default modules', (type, modules) => {
    expect(defaultModulesOf(type)).toEqual(modules);
  });
  it('allows a granted module and refuses another with the spec message code', () => {
    expect(moduleAllowed(['products'], 'products')).toBe(true);
    expect(moduleAllowed(['products'], 'services')).toBe(false);
    expect(PERMISSION_REFUSAL).toBe('EXHIBITOR.PERMISSION_NOT_OPENED');
  });
  it('reads a module list from the wire, dropping what it does not know and Jackson nulls', () => {
    expect(modulesOf(['products', 'teleport', '', 7])).toEqual(['products']);
    expect(modulesOf('')).toEqual([]);
  });
});
