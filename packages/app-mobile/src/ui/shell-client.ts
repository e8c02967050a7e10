// The SDK client the shell and its screens use: the one `createFairpassClient` builds in
// src/app/container.ts. Screens reach its use cases through `useUseCase` and its session through
// `useSession`; only the shell touches the ports and the raw API caller.
import type { FairpassClient } from '@fairpass/sdk';

export type ShellClient = FairpassClient;
