// The list's search box: its label, the words as typed, and a button; the words go into the address
// (so back keeps them) when submitted.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function LeadSearch({ initial, onSearch }: { readonly initial: string; readonly onSearch: (words: string) => void }) {
  const { t } = useTranslation('leads');
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      className="fp-ld-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label htmlFor="fp-ld-search" className="fp-field__label">
        {t('list.search')}
      </label>
      <div className="fp-ld-search__row">
        <input id="fp-ld-search" className="fp-input" type="search" enterKeyHint="search" value={words} maxLength={50} onChange={(event) => setWords(event.target.value)} />
        <button type="submit">{t('list.searchGo')}</button>
      </div>
    </form>
  );
}
