// The one way a screen reaches the SDK: `useUseCase((u) => u.loginBySms)` for a core operation, or
// `useUseCase(getRegistration, (r) => r.submitQuestionnaire)` for one of a business area (the area's SDK
// entry then lands in the screen's own chunk). The picker sees only operations (not the ports, the raw
// API caller or the container), so data flows through the SDK's rules and every call returns a Result.
import type { CoreOperations, FairpassClient } from '@fairpass/sdk';
import { useShell } from './shell-context';

export type { CoreOperations } from '@fairpass/sdk';

export function useUseCase<T>(pick: (core: CoreOperations) => T): T;
export function useUseCase<A, T>(area: (client: FairpassClient) => A, pick: (operations: A) => T): T;
export function useUseCase<A, T>(first: ((core: CoreOperations) => T) | ((client: FairpassClient) => A), second?: (operations: A) => T): T {
  // The client is built once per visit and an area loads once, so the picked instance is stable.
  const { client } = useShell();
  if (second === undefined) return (first as (core: CoreOperations) => T)(client);
  return second((first as (client: FairpassClient) => A)(client));
}
