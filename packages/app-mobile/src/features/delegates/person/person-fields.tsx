// The fields of a person form: the exhibition's own (drawn by type with the form layer's pieces, a real
// label or a named group each, the message under it) and the mobile typed twice. Values come from the
// screen's form, so nothing typed is lost when errors show.
import type { DictionaryItem } from '@fairpass/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../../../ui/form/choice-group';
import { Field } from '../../../ui/form/field';
import { fieldAria } from '../../../ui/form/field-message';
import { RequiredMark } from '../../../ui/form/required-mark';
import { TextArea, TextInput } from '../../../ui/form/text-input';
import { TextField } from '../../../ui/form/text-field';
import type { FieldBinding } from '../../../ui/form/use-form';
import type { Dictionaries } from './use-person-form-config';
import { CONFIRM_PHONE, PHONE, type PersonFieldView, type PersonValue } from './person-values';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []);

const GROUPS: Partial<Record<PersonFieldView['type'], 'group' | 'radiogroup'>> = { radio: 'radiogroup', checkbox: 'group' };

function PersonField({ form, view, options, idPrefix }: { readonly form: FieldBinding; readonly view: PersonFieldView; readonly options: readonly DictionaryItem[]; readonly idPrefix: string }) {
  const { t } = useTranslation('delegates');
  const id = `${idPrefix}-${view.prop}`;
  const error = form.errors[view.prop];
  const value = form.values[view.prop];
  const group = GROUPS[view.type];
  const aria = { ...fieldAria(id, error), id, 'aria-required': view.required || undefined };
  const set = (next: PersonValue) => form.set(view.prop, next);
  const label = (
    <>
      {view.label}
      {view.required && <RequiredMark spoken={group ? t('form.required') : undefined} />}
    </>
  );
  return (
    <Field id={id} name={view.prop} label={label} error={error} group={group}>
      {view.type === 'input' && <TextInput {...aria} value={text(value)} placeholder={view.placeholder} maxLength={view.maxLength} onChange={set} />}
      {view.type === 'textarea' && <TextArea {...aria} value={text(value)} placeholder={view.placeholder} maxLength={view.maxLength} onChange={set} />}
      {view.type === 'date' && <TextInput {...aria} type="date" value={text(value)} onChange={set} />}
      {view.type === 'select' && (
        <select {...aria} className="fp-select" value={text(value)} onChange={(event) => set(event.target.value)}>
          <option value="">{view.placeholder || t('form.choose')}</option>
          {options.map((item) => (
            <option key={item.dictKey} value={item.dictKey}>
              {item.dictValue}
            </option>
          ))}
        </select>
      )}
      {(view.type === 'radio' || view.type === 'checkbox') && (
        <ChoiceGroup
          kind={view.type === 'radio' ? 'single' : 'multiple'}
          options={options.map((item) => ({ value: item.dictKey, label: item.dictValue }))}
          chosen={list(value)}
          onChange={(next) => set(view.type === 'radio' ? (next[0] ?? '') : next)}
        />
      )}
    </Field>
  );
}

export interface PersonFieldsProps {
  readonly form: FieldBinding;
  readonly views: readonly PersonFieldView[];
  readonly dictionaries: Dictionaries;
  /** The ids' prefix (one form per page). */
  readonly idPrefix: string;
}

export function PersonFields({ form, views, dictionaries, idPrefix }: PersonFieldsProps) {
  const { t } = useTranslation('delegates');
  return (
    <>
      {views.map((view) => (
        <PersonField key={view.prop} form={form} view={view} options={view.dictCode ? (dictionaries[view.dictCode] ?? []) : []} idPrefix={idPrefix} />
      ))}
      <TextField form={form} name={PHONE} id={`${idPrefix}-phone`} label={t('form.phone')} mandatory type="tel" inputMode="numeric" autoComplete="off" maxLength={11} />
      <TextField form={form} name={CONFIRM_PHONE} id={`${idPrefix}-confirm-phone`} label={t('form.confirmPhone')} mandatory type="tel" inputMode="numeric" autoComplete="off" maxLength={11} />
    </>
  );
}
