// Names a code of one of the server's dictionaries in the page's language (an exhibit's category on a list
// or in a comparison): the dictionary is read once for the visit and shared with the forms that offer it;
// until it is in, or when it lacks the code, the code itself is shown.
import { useQuery } from '@tanstack/react-query';
import { dictionaryNameOf } from '../form/dictionary-choices';
import { useShell } from '../shell-context';
import { useLanguage } from '../use-language';
import { dictionaryQuery } from './form-with-dictionaries';

export function useDictionaryName(code: string): (key: string) => string {
  const { client } = useShell();
  const [language] = useLanguage();
  const items = useQuery(dictionaryQuery(client, code, language));
  return (key) => dictionaryNameOf(key, items.data);
}
