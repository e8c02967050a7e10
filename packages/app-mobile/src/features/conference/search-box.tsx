// A search box of the conference lists (ui/search-form.tsx) with the conference's button text; the list
// keeps the words in the address.
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../ui/search-form';

export interface SearchBoxProps {
  readonly id: string;
  readonly label: string;
  readonly initial: string;
  readonly onSearch: (words: string) => void;
}

export function SearchBox({ id, label, initial, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('conference');
  return <SearchForm id={id} label={label} goLabel={t('programme.searchGo')} initial={initial} onSearch={onSearch} maxLength={50} className="fp-cf-search" />;
}
