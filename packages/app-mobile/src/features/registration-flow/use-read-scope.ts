// The session facts the registration reads depend on, as one query-key part.
import { useMemo } from 'react';
import { useSession } from '../../ui/use-session';
import type { ReadScope } from './registration-flow.queries';

export function useReadScope(): ReadScope {
  const language = useSession((s) => s.language);
  const exhibitionId = useSession((s) => s.entry.exhibitionId ?? '');
  const registerType = useSession((s) => s.entry.registerType ?? '');
  return useMemo(() => ({ exhibitionId, registerType, language }), [exhibitionId, registerType, language]);
}
