// A search box of the conference lists: its label, the words as typed (kept while a search runs), and a
// button; submitting hands the trimmed words over (the list keeps them in the address).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps {
  readonly id: string;
  readonly label: string;
  readonly initial: string;
  readonly onSearch: (words: string) => void;
}

export function SearchBox({ id, label, initial, onSearch }: SearchBoxProps) {
  const { t } = useTranslation('conference');
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      className="fp-cf-search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <div className="fp-field">
        <label htmlFor={id} className="fp-field__label">
          {label}
        </label>
        <input id={id} className="fp-input" type="search" enterKeyHint="search" value={words} maxLength={50} onChange={(event) => setWords(event.target.value)} />
      </div>
      <button type="submit" className="fp-link">
        {t('programme.searchGo')}
      </button>
    </form>
  );
}
