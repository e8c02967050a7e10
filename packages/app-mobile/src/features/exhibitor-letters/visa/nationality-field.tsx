// The visa request's nationality, chosen from the country dictionary (countries.ts) in the page's
// language: a native select the label names, so the keyboard, a screen reader and the phone's own picker
// all work it. Nothing chosen says so in words of its own ("choose the country…", not "this field is
// required"). The list is read apart from the page: while it loads the field says so, and a list that
// did not load says why with a retry (when one can help), in the field, the rest of the form and what was
// typed in it untouched; a code already chosen (a draft) stays chosen meanwhile.
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictionaryItem } from '@fairpass/domain';
import { Field } from '../../../ui/form/field';
import { messageIdOf } from '../../../ui/form/field-message';
import { RequiredMark } from '../../../ui/form/required-mark';
import type { FieldBinding } from '../../../ui/form/use-form';
import { useReadFailureText } from '../../../ui/way-on/read-failure';
import { countryChoices } from './countries';
import './nationality-field.css';

const ID = 'fp-el-visa-nationality';
const LIST_PROBLEM_ID = `${ID}-list`;

export interface NationalityFieldProps {
  readonly form: FieldBinding;
  /** The country dictionary's read (the screen's, which also names the countries of its letters). */
  readonly countries: UseQueryResult<readonly DictionaryItem[]>;
}

export function NationalityField({ form, countries }: NationalityFieldProps) {
  const { t } = useTranslation('exhibitor-letters');
  const failureText = useReadFailureText();
  const value = typeof form.values['nationality'] === 'string' ? form.values['nationality'] : '';
  const error = form.errors['nationality'];
  const message = error && value === '' ? t('visa.chooseNationality') : error;
  const failure = countries.status === 'error' ? failureText(countries.error) : undefined;
  const describedBy = [message ? messageIdOf(ID) : '', failure ? LIST_PROBLEM_ID : ''].filter(Boolean).join(' ');
  return (
    <>
      <Field
        id={ID}
        name="nationality"
        label={
          <>
            {t('visa.nationality')}
            <RequiredMark />
          </>
        }
        error={message}
      >
        <select
          id={ID}
          name="nationality"
          className="fp-select"
          value={value}
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => form.set('nationality', event.target.value)}
        >
          <option value="">{t('visa.chooseCountry')}</option>
          {countryChoices(countries.data, value).map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </Field>
      {countries.status === 'pending' ? (
        <p className="fp-note" role="status">
          {t('visa.countriesLoading')}
        </p>
      ) : null}
      {failure ? (
        <div className="fp-el-countries-problem">
          <p id={LIST_PROBLEM_ID} className="fp-form__error" role="alert">
            {t('visa.countriesFailed', { reason: failure.retryable ? failure.message : failure.title })}
            <br />
            {t('visa.countriesKept')}
          </p>
          {failure.retryable ? (
            <button type="button" className="fp-link" aria-busy={countries.isFetching || undefined} onClick={() => void countries.refetch()}>
              {t(countries.isFetching ? 'visa.countriesRetrying' : 'visa.countriesRetry')}
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
