// The visa request's nationality, chosen from the country dictionary in the page's language
// (ui/form/dictionary-select-field.tsx, with the visa's words: "choose the country of the passport").
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DictionaryItem } from '@fairpass/domain';
import { DictionarySelectField } from '../../../ui/form/dictionary-select-field';
import type { FieldBinding } from '../../../ui/form/use-form';

export interface NationalityFieldProps {
  readonly form: FieldBinding;
  /** The country dictionary's read (the screen's, which also names the countries of its letters). */
  readonly countries: UseQueryResult<readonly DictionaryItem[]>;
}

export function NationalityField({ form, countries }: NationalityFieldProps) {
  const { t } = useTranslation('exhibitor-letters');
  return (
    <DictionarySelectField
      form={form}
      name="nationality"
      id="fp-el-visa-nationality"
      items={countries}
      words={{
        label: t('visa.nationality'),
        choose: t('visa.chooseCountry'),
        chooseMessage: t('visa.chooseNationality'),
        loading: t('visa.countriesLoading'),
        failed: (reason) => t('visa.countriesFailed', { reason }),
        kept: t('visa.countriesKept'),
        retry: t('visa.countriesRetry'),
        retrying: t('visa.countriesRetrying'),
      }}
    />
  );
}
