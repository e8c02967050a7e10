// What /infoWap needs: the server's form config for the visitor's language, then the dictionaries its
// choice fields name (ui/server-state/form-with-dictionaries).
import { useQuery } from '@tanstack/react-query';
import { useShell } from '../../ui/shell-context';
import { useFormWithDictionaries, type FormWithDictionaries } from '../../ui/server-state/form-with-dictionaries';
import type { ReadState } from '../../ui/server-state/query-view';
import { dictionaryCodesOf } from '../../ui/server-form/form-draft';
import { registrationFormQuery } from './registration-flow.queries';
import { useReadScope } from './use-read-scope';

export type { Dictionaries } from '../../ui/server-state/form-with-dictionaries';

export function useRegistrationForm(): ReadState<FormWithDictionaries> {
  const { client } = useShell();
  const scope = useReadScope();
  const form = useQuery(registrationFormQuery(client, scope));
  return useFormWithDictionaries(client, form, form.data ? dictionaryCodesOf(form.data) : [], scope.language);
}
