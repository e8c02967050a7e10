// One question of a questionnaire: a named group (fieldset + legend) of radio buttons, checkboxes or a
// text box, with its required mark and the "please answer" line when it was left out.
import Checkbox from 'antd-mobile/es/components/checkbox';
import Radio from 'antd-mobile/es/components/radio';
import Space from 'antd-mobile/es/components/space';
import TextArea from 'antd-mobile/es/components/text-area';
import { useTranslation } from 'react-i18next';
import { localizedField, type Question } from '@fairpass/domain';

export interface QuestionBlockProps {
  readonly number: number;
  readonly question: Question;
  readonly english: boolean;
  readonly value: string | readonly string[] | undefined;
  readonly missing: boolean;
  readonly onAnswer: (value: string | readonly string[]) => void;
}

export function QuestionBlock({ number, question, english, value, missing, onAnswer }: QuestionBlockProps) {
  const { t } = useTranslation('registration-flow');
  const titleId = `fp-question-${question.id}`;
  const chosen = typeof value === 'string' || value === undefined ? [] : [...value];
  const language = english ? 'en' : 'cn';
  const title = localizedField(question, 'title', language);
  const kindText = question.type === 'single' ? t('questionnaire.single') : question.type === 'multiple' ? t('questionnaire.multiple') : '';
  // Round checkboxes look like radios, so the kind is spelled out unless the title already says it.
  const kind = kindText && !title.includes(kindText) ? kindText : '';
  return (
    <fieldset className={missing ? 'fp-question fp-field--invalid' : 'fp-question'} aria-labelledby={titleId}>
      <legend className="fp-field__label" id={titleId}>
        {number}. {title}
        {kind && <span className="fp-question__kind"> {kind}</span>}
        {question.required && (
          <span className="fp-field__required" aria-label={t('questionnaire.required')}>
            *
          </span>
        )}
      </legend>
      {question.type === 'single' && (
        <Radio.Group value={chosen[0] ?? ''} onChange={(next) => onAnswer([String(next)])}>
          <Space direction="vertical">
            {question.options.map((option) => (
              <Radio key={option.id} value={option.id}>
                {localizedField(option, 'label', language)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      )}
      {question.type === 'multiple' && (
        <Checkbox.Group value={chosen} onChange={(next) => onAnswer(next.map(String))}>
          <Space direction="vertical">
            {question.options.map((option) => (
              <Checkbox key={option.id} value={option.id}>
                {localizedField(option, 'label', language)}
              </Checkbox>
            ))}
          </Space>
        </Checkbox.Group>
      )}
      {question.type === 'text' && (
        <>
          {/* The legend names the group; the box itself needs its own label for screen readers. */}
          <label className="fp-sr-only" htmlFor={`${titleId}-text`}>
            {title}
          </label>
          <TextArea
            id={`${titleId}-text`}
            value={typeof value === 'string' ? value : ''}
          placeholder={t('questionnaire.textPlaceholder')}
          onChange={onAnswer}
            autoSize={{ minRows: 2, maxRows: 5 }}
          />
        </>
      )}
      {missing && (
        <p className="fp-field__error" role="alert">
          {t('questionnaire.unanswered')}
        </p>
      )}
    </fieldset>
  );
}
