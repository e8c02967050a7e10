// The one way a screen reaches the SDK: `const login = useUseCase((u) => u.loginBySms)` then
// `await login.execute(…)`. The picker sees only the use cases (not the ports, the raw API caller or the
// container), so data flows through the SDK's rules and every call returns a Result.
import type { UseCases } from '@fairpass/sdk';
import { useShell } from './shell-context';

export type { UseCases } from '@fairpass/sdk';

export function useUseCase<T extends UseCases[keyof UseCases]>(pick: (useCases: UseCases) => T): T {
  // The client is built once per visit, so the picked instance is stable across renders.
  return pick(useShell().client);
}
