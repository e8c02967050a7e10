import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render-shell';
import { FormFieldControl } from './form-field-control';
import type { FieldView } from './form-draft';

const field = (type: FieldView['type'], extra: Partial<FieldView> = {}): FieldView => ({
  prop: 'f',
  type,
  label: '字段',
  placeholder: '',
  required: false,
  dictCode: undefined,
  maxLength: undefined,
  ...extra,
});

const OPTIONS = [
  { dictKey: 'small', dictValue: '小型' },
  { dictKey: 'large', dictValue: '大型' },
];

const upload = () => Promise.resolve('https://cdn.example/x.png');

describe('one field of the server-built form', () => {
  it('draws a radio field as a named group of dictionary options and reports the chosen key', async () => {
    const onChange = vi.fn();
    await renderShell(<FormFieldControl field={field('radio')} value="" options={OPTIONS} error={undefined} onChange={onChange} uploadImage={upload} />);
    const group = await screen.findByRole('radiogroup', { name: '字段' });
    expect(group.textContent).toContain('小型');
    // One click on the option as it is once drawn, then wait for the answer. A click inside waitFor hung a
    // loaded CI run: each click changed the DOM, which ran the callback again before its time-out could fire.
    fireEvent.click(await within(group).findByRole('radio', { name: '大型' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('large'));
  });

  it('draws a date field as a labelled date input', async () => {
    const onChange = vi.fn();
    await renderShell(<FormFieldControl field={field('date')} value="2026-05-01" options={[]} error={undefined} onChange={onChange} uploadImage={upload} />);
    const input = (await screen.findByLabelText('字段')) as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('2026-05-01');
  });

  it('marks a required field and shows its error as an alert under it', async () => {
    await renderShell(
      <FormFieldControl field={field('input', { required: true })} value="x" options={[]} error="此项为必填项" onChange={() => undefined} uploadImage={upload} />,
    );
    expect((await screen.findByRole('textbox', { name: '字段' })).getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('此项为必填项');
  });

  it('says "required" in the name of a required group of options, where aria-required is not allowed', async () => {
    await renderShell(
      <FormFieldControl field={field('checkbox', { required: true })} value={[]} options={[]} error={undefined} onChange={() => undefined} uploadImage={upload} />,
    );
    expect(await screen.findByRole('group', { name: /^字段\s*\(必填\)$/ })).toBeTruthy();
  });

  it('shows an uploaded image of an image field', async () => {
    await renderShell(
      <FormFieldControl field={field('image')} value="https://cdn.example/card.png" options={[]} error={undefined} onChange={() => undefined} uploadImage={upload} />,
    );
    await screen.findByRole('group', { name: '字段' });
    // The uploader is a lazy chunk of its own: on a loaded 2-core machine it took over the 1 s default.
    await waitFor(() => expect(document.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/card.png'), { timeout: 5000 });
  });
});
