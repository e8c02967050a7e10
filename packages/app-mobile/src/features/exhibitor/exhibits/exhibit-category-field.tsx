// What a company exhibits, chosen from the organiser's exhibitCategory dictionary in the page's language
// (design exhibitor.md §2.1, §2.2): on an exhibit and on the application to exhibit, each with its label.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EXHIBIT_CATEGORY_DICTIONARY } from '@fairpass/domain/exhibitor';
import { DictionarySelectField } from '../../../ui/form/dictionary-select-field';
import type { FieldBinding } from '../../../ui/form/use-form';
import { dictionaryQuery } from '../../../ui/server-state/form-with-dictionaries';
import { useShell } from '../../../ui/shell-context';
import { useLanguage } from '../../../ui/use-language';

export interface ExhibitCategoryFieldProps {
  readonly form: FieldBinding;
  readonly name: string;
  readonly id: string;
  readonly label: string;
}

export function ExhibitCategoryField({ form, name, id, label }: ExhibitCategoryFieldProps) {
  const { t } = useTranslation('exhibitor');
  const { client } = useShell();
  const [language] = useLanguage();
  const categories = useQuery(dictionaryQuery(client, EXHIBIT_CATEGORY_DICTIONARY, language));
  return (
    <DictionarySelectField
      form={form}
      name={name}
      id={id}
      items={categories}
      words={{
        label,
        choose: t('exhibits.categoryChoose'),
        chooseMessage: t('exhibits.categoryMissing'),
        loading: t('exhibits.categoriesLoading'),
        failed: (reason) => t('exhibits.categoriesFailed', { reason }),
        kept: t('exhibits.categoriesKept'),
        retry: t('exhibits.categoriesRetry'),
        retrying: t('exhibits.categoriesRetrying'),
      }}
    />
  );
}
