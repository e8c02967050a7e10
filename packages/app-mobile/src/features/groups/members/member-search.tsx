// The member list's search box: its label, the words as typed (kept while a search runs), and a button;
// submitting hands the trimmed words over (the list keeps them in the address).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function MemberSearch({ initial, onSearch }: { readonly initial: string; readonly onSearch: (words: string) => void }) {
  const { t } = useTranslation('groups');
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      className="fp-gp-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label htmlFor="fp-gp-search" className="fp-field__label">
        {t('members.search')}
      </label>
      <div className="fp-gp-search__row">
        <input id="fp-gp-search" className="fp-input" type="search" enterKeyHint="search" value={words} maxLength={30} onChange={(event) => setWords(event.target.value)} />
        <button type="submit">{t('members.searchGo')}</button>
      </div>
    </form>
  );
}
