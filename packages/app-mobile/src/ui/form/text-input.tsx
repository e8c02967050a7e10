// The native text box and text area of every form. antd-mobile's Input and TextArea pass neither
// aria-invalid nor aria-describedby to the element they render, so a field's message could not be tied
// to its control.
import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import './form.css';

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export function TextInput({ value, onChange, ...input }: TextInputProps) {
  return <input {...input} className="fp-input" value={value} onChange={(event) => onChange(event.target.value)} />;
}

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange'> {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

export function TextArea({ value, onChange, ...area }: TextAreaProps) {
  return <textarea rows={2} {...area} className="fp-textarea" value={value} onChange={(event) => onChange(event.target.value)} />;
}
