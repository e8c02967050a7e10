import type { UseQueryResult } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DomainError, type DictionaryItem } from '@fairpass/domain';
import type { FieldBinding } from '../../../ui/form/use-form';
import { renderShell } from '../../../test/render-shell';
import { NationalityField } from './nationality-field';

const COUNTRIES: readonly DictionaryItem[] = [
  { dictKey: 'CN', dictValue: '中国' },
  { dictKey: 'DE', dictValue: '德国' },
];

/** A read of the country list in one of its states (only what the field looks at). */
const read = (state: Partial<UseQueryResult<readonly DictionaryItem[]>>): UseQueryResult<readonly DictionaryItem[]> =>
  ({ status: 'success', data: COUNTRIES, error: null, isFetching: false, refetch: vi.fn(() => Promise.resolve()), ...state }) as unknown as UseQueryResult<readonly DictionaryItem[]>;

const binding = (value: string, error?: string): FieldBinding => ({ values: { nationality: value }, errors: error ? { nationality: error } : {}, set: vi.fn() });

describe('the nationality of a visa request', () => {
  it('is a required select named by its label, offering the countries by name and sending the code', async () => {
    const form = binding('');
    await renderShell(<NationalityField form={form} countries={read({})} />);
    const select = (await screen.findByRole('combobox', { name: '国籍' })) as HTMLSelectElement;
    expect(select.getAttribute('aria-required')).toBe('true');
    expect([...select.options].map((option) => option.text)).toEqual(['请选择国家', '中国', '德国']);
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(form.set).toHaveBeenCalledWith('nationality', 'DE');
  });

  it('says to choose a country when none is chosen, in words of its own, and keeps the domain’s message otherwise', async () => {
    const view = await renderShell(<NationalityField form={binding('', '此项为必填项')} countries={read({})} />);
    const select = await screen.findByRole('combobox', { name: '国籍' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('请从列表中选择护照所属国家');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    view.unmount();
    await renderShell(<NationalityField form={binding('CN', '中国大陆籍人员无需签证邀请函')} countries={read({})} />);
    expect((await screen.findByRole('alert')).textContent).toBe('中国大陆籍人员无需签证邀请函');
  });

  it('says while the list loads, keeping a code already chosen', async () => {
    await renderShell(<NationalityField form={binding('DE')} countries={read({ status: 'pending', data: undefined })} />, { language: 'en' });
    const select = (await screen.findByRole('combobox', { name: 'Nationality' })) as HTMLSelectElement;
    expect(select.value).toBe('DE');
    expect(screen.getByRole('status').textContent).toBe('Loading the list of countries…');
  });

  it('says a list that did not load, with a retry, the choice kept', async () => {
    const countries = read({ status: 'error', data: undefined, error: new DomainError('NETWORK.EXCEPTION') });
    await renderShell(<NationalityField form={binding('DE')} countries={countries} />, { language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^The list of countries did not load: .+What you typed is kept\.$/);
    const select = screen.getByRole('combobox', { name: 'Nationality' }) as HTMLSelectElement;
    expect(select.value).toBe('DE');
    expect(select.getAttribute('aria-describedby')).toBe(alert.id);
    fireEvent.click(screen.getByRole('button', { name: 'Load the countries again' }));
    await waitFor(() => expect(countries.refetch).toHaveBeenCalled());
  });
});
