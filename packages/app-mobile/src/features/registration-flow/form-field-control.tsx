// One field of the server-built personal-info form, drawn by its type. Every control has a real <label>
// (or a named group) and shows its error under it; the value always comes from the screen's draft, so
// nothing typed is lost when the screen re-renders with errors.
import Checkbox from 'antd-mobile/es/components/checkbox';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import TextArea from 'antd-mobile/es/components/text-area';
import { lazy, Suspense } from 'react';
import type { DictionaryItem } from '@fairpass/domain';
import { useTranslation } from 'react-i18next';
import type { DraftValue, FieldView } from './form-draft';

const ImageFieldUpload = lazy(() => import('./image-field-upload'));

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

export function FormFieldControl({ field, value, options, error, onChange, uploadImage }: FormFieldControlProps) {
  const { t } = useTranslation('registration-flow');
  const id = `fp-field-${field.prop}`;
  const labelId = `${id}-label`;
  const grouped = field.type === 'radio' || field.type === 'checkbox' || field.type === 'image';
  const label = (
    <span className="fp-field__label" id={labelId}>
      {field.label}
      {field.required && (
        <span className="fp-field__required" aria-label={t('info.required')}>
          *
        </span>
      )}
    </span>
  );

  return (
    <div className={error ? 'fp-field fp-field--invalid' : 'fp-field'} data-field={field.prop}>
      {grouped ? label : <label htmlFor={id}>{label}</label>}
      {field.type === 'input' && (
        <Input id={id} value={text(value)} placeholder={field.placeholder} onChange={onChange} clearable />
      )}
      {field.type === 'textarea' && (
        <TextArea id={id} value={text(value)} placeholder={field.placeholder} onChange={onChange} autoSize={{ minRows: 2, maxRows: 5 }} />
      )}
      {field.type === 'date' && <Input id={id} type="date" value={text(value)} onChange={onChange} />}
      {field.type === 'select' && (
        <select id={id} className="fp-select" value={text(value)} onChange={(event) => onChange(event.target.value)}>
          <option value="">{field.placeholder || t('info.choose')}</option>
          {options.map((item) => (
            <option key={item.dictKey} value={item.dictKey}>
              {item.dictValue}
            </option>
          ))}
        </select>
      )}
      {field.type === 'radio' && (
        <div role="radiogroup" aria-labelledby={labelId}>
          <Radio.Group value={text(value)} onChange={(next) => onChange(String(next))}>
            <Space wrap>
              {options.map((item) => (
                <Radio key={item.dictKey} value={item.dictKey}>
                  {item.dictValue}
                </Radio>
              ))}
            </Space>
          </Radio.Group>
        </div>
      )}
      {field.type === 'checkbox' && (
        <div role="group" aria-labelledby={labelId}>
          <Checkbox.Group value={list(value)} onChange={(next) => onChange(next.map(String))}>
            <Space wrap>
              {options.map((item) => (
                <Checkbox key={item.dictKey} value={item.dictKey}>
                  {item.dictValue}
                </Checkbox>
              ))}
            </Space>
          </Checkbox.Group>
        </div>
      )}
      {field.type === 'image' && (
        <div role="group" aria-labelledby={labelId}>
          <Suspense fallback={null}>
            <ImageFieldUpload urls={list(value)} upload={uploadImage} onChange={onChange} />
          </Suspense>
        </div>
      )}
      {error && (
        <p className="fp-field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
