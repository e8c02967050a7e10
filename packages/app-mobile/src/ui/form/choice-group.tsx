// The options of a choice field: radio buttons (one answer) or checkboxes (several), drawn by the UI kit.
// The caller's Field (or fieldset) names the group and carries its message.
import Checkbox from 'antd-mobile/es/components/checkbox';
import Radio from 'antd-mobile/es/components/radio';
import './form.css';

export interface Choice {
  readonly value: string;
  readonly label: string;
}

export interface ChoiceGroupProps {
  readonly kind: 'single' | 'multiple';
  readonly options: readonly Choice[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: string[]) => void;
  /** One option a line (questionnaires) instead of as many as fit. */
  readonly vertical?: boolean;
}

export function ChoiceGroup({ kind, options, chosen, onChange, vertical = false }: ChoiceGroupProps) {
  const list = (
    <div className={vertical ? 'fp-choices fp-choices--vertical' : 'fp-choices'}>
      {options.map(({ value, label }) =>
        kind === 'single' ? (
          <Radio key={value} value={value}>
            {label}
          </Radio>
        ) : (
          <Checkbox key={value} value={value}>
            {label}
          </Checkbox>
        ),
      )}
    </div>
  );
  return kind === 'single' ? (
    <Radio.Group value={chosen[0] ?? ''} onChange={(next) => onChange([String(next)])}>
      {list}
    </Radio.Group>
  ) : (
    <Checkbox.Group value={[...chosen]} onChange={(next) => onChange(next.map(String))}>
      {list}
    </Checkbox.Group>
  );
}
