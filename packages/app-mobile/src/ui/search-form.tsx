// A list's search box: its label, the words as typed (kept while a search runs and after it), and a
// button beside them; submitting (the button, or "search" on the phone's keyboard) hands the trimmed
// words over. One piece for every list that can be searched, so each looks and reads the same.
import { useState } from 'react';
import './search-form.css';

export interface SearchFormProps {
  /** The input's id (unique on the page). */
  readonly id: string;
  /** What can be searched for, as the input's label. */
  readonly label: string;
  /** The button's text. */
  readonly goLabel: string;
  /** The words the list is searched by now. */
  readonly initial: string;
  readonly onSearch: (words: string) => void;
  readonly maxLength?: number;
  readonly className?: string;
}

export function SearchForm({ id, label, goLabel, initial, onSearch, maxLength = 30, className }: SearchFormProps) {
  const [words, setWords] = useState(initial);
  return (
    <form
      role="search"
      className={className ? `fp-search ${className}` : 'fp-search'}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(words.trim());
      }}
    >
      <label htmlFor={id} className="fp-field__label">
        {label}
      </label>
      <div className="fp-search__row">
        <input id={id} className="fp-input" type="search" enterKeyHint="search" value={words} maxLength={maxLength} onChange={(event) => setWords(event.target.value)} />
        <button type="submit" className="fp-search__go">
          {goLabel}
        </button>
      </div>
    </form>
  );
}
