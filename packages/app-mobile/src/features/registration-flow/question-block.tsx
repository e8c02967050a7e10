// One question of a questionnaire: a named group (fieldset + legend) of radio buttons, checkboxes or a
// text box, with its required mark and, when it was left out, aria-invalid and the message under it.
import { useTranslation } from 'react-i18next';
import { localizedField, type Question } from '@fairpass/domain';
import { ChoiceGroup } from '../../ui/form/choice-group';
import { FieldMessage, fieldAria } from '../../ui/form/field-message';
import { RequiredMark } from '../../ui/form/required-mark';
import { TextArea } from '../../ui/form/text-input';

export interface QuestionBlockProps {
  readonly number: number;
  readonly question: Question;
  readonly english: boolean;
  readonly value: string | readonly string[] | undefined;
  readonly error: string | undefined;
  readonly onAnswer: (value: string | readonly string[]) => void;
}

const ENDS_WITH_REMARK = /[(（][^()（）]*[)）]\s*$/;

export function QuestionBlock({ number, question, english, value, error, onAnswer }: QuestionBlockProps) {
  const { t } = useTranslation('registration-flow');
  const titleId = `fp-question-${question.id}`;
  const chosen = typeof value === 'string' || value === undefined ? [] : [...value];
  const language = english ? 'en' : 'cn';
  const title = localizedField(question, 'title', language);
  const kindText = question.type === 'single' ? t('questionnaire.single') : question.type === 'multiple' ? t('questionnaire.multiple') : '';
  // The kind is spelled out unless the title already ends with a remark of its own ("(several allowed)").
  const kind = kindText && !ENDS_WITH_REMARK.test(title) ? kindText : '';
  const aria = fieldAria(titleId, error);
  return (
    <fieldset className={error ? 'fp-question fp-field--invalid' : 'fp-question'} aria-labelledby={titleId} {...aria}>
      <legend className="fp-field__label" id={titleId}>
        {number}. {title}
        {kind && <span className="fp-question__kind"> {kind}</span>}
        {question.required && <RequiredMark spoken={t('questionnaire.required')} />}
      </legend>
      {question.type === 'text' ? (
        <>
          {/* The legend names the group; the box itself needs its own label for screen readers. */}
          <label className="fp-sr-only" htmlFor={`${titleId}-text`}>
            {title}
          </label>
          <TextArea
            {...aria}
            id={`${titleId}-text`}
            value={typeof value === 'string' ? value : ''}
            placeholder={t('questionnaire.textPlaceholder')}
            onChange={onAnswer}
          />
        </>
      ) : (
        <ChoiceGroup
          kind={question.type}
          options={question.options.map((option) => ({ value: option.id, label: localizedField(option, 'label', language) }))}
          chosen={chosen}
          onChange={onAnswer}
          vertical
        />
      )}
      <FieldMessage controlId={titleId} message={error} />
    </fieldset>
  );
}
