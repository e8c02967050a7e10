// One field of a server-built form (/infoWap, the exhibitor's company form), drawn by its type with the form layer's pieces: a
// real <label> (or a named group of options), aria-invalid and the message under it while it has an
// error. The value always comes from the screen's draft, so nothing typed is lost when errors show.
import type { DictionaryItem } from '@fairpass/domain';
import { useTranslation } from 'react-i18next';
import { ChoiceGroup } from '../form/choice-group';
import { Field } from '../form/field';
import { fieldAria } from '../form/field-message';
import { RequiredMark } from '../form/required-mark';
import { TextArea, TextInput } from '../form/text-input';
import { lazyPart } from '../lazy-part';
import type { DraftValue, FieldView } from './form-draft';

// The picture picker loads with the first image field; a network that drops meanwhile leaves it out
// until it is back, never the form and what was typed in it.
const ImageFieldUpload = lazyPart(() => import('./image-field-upload'));

export interface FormFieldControlProps {
  readonly field: FieldView;
  readonly value: DraftValue;
  readonly options: readonly DictionaryItem[];
  readonly error: string | undefined;
  readonly onChange: (value: DraftValue) => void;
  /** Uploads an image field's file and resolves to its URL. */
  readonly uploadImage: (file: File) => Promise<string>;
}

const text = (value: DraftValue): string => (typeof value === 'string' ? value : '');
const list = (value: DraftValue): string[] => (typeof value === 'string' ? (value ? [value] : []) : [...value]);

const GROUPS: Partial<Record<FieldView['type'], 'group' | 'radiogroup'>> = { radio: 'radiogroup', checkbox: 'group', image: 'group' };

export function FormFieldControl({ field, value, options, error, onChange, uploadImage }: FormFieldControlProps) {
  const { t } = useTranslation('common');
  const id = `fp-field-${field.prop}`;
  const group = GROUPS[field.type];
  const aria = { ...fieldAria(id, error), id, 'aria-required': field.required || undefined };
  const choices = options.map((item) => ({ value: item.dictKey, label: item.dictValue }));
  const label = (
    <>
      {field.label}
      {field.required && <RequiredMark spoken={group ? t('serverForm.required') : undefined} />}
    </>
  );

  return (
    <Field id={id} name={field.prop} label={label} error={error} group={group}>
      {field.type === 'input' && <TextInput {...aria} value={text(value)} placeholder={field.placeholder} maxLength={field.maxLength} onChange={onChange} />}
      {field.type === 'textarea' && <TextArea {...aria} value={text(value)} placeholder={field.placeholder} maxLength={field.maxLength} onChange={onChange} />}
      {field.type === 'date' && <TextInput {...aria} type="date" value={text(value)} onChange={onChange} />}
      {field.type === 'select' && (
        <select {...aria} className="fp-select" value={text(value)} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder || t('serverForm.choose')}</option>
          {options.map((item) => (
            <option key={item.dictKey} value={item.dictKey}>
              {item.dictValue}
            </option>
          ))}
        </select>
      )}
      {field.type === 'radio' && <ChoiceGroup kind="single" options={choices} chosen={list(value)} onChange={(next) => onChange(next[0] ?? '')} />}
      {field.type === 'checkbox' && <ChoiceGroup kind="multiple" options={choices} chosen={list(value)} onChange={onChange} />}
      {field.type === 'image' && (
        <ImageFieldUpload urls={list(value)} upload={uploadImage} onChange={onChange} />
      )}
    </Field>
  );
}
