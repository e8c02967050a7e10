// The member list's search box (ui/search-form.tsx) with the groups' texts: by name or mobile; the list
// keeps the words in the address.
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../../ui/search-form';

export function MemberSearch({ initial, onSearch }: { readonly initial: string; readonly onSearch: (words: string) => void }) {
  const { t } = useTranslation('groups');
  return <SearchForm id="fp-gp-search" label={t('members.search')} goLabel={t('members.searchGo')} initial={initial} onSearch={onSearch} />;
}
