// Screens that read server data wrap themselves in this: TanStack Query then loads with the first such
// screen, never with the login page (the first screen carries no cache library). Every wrapped screen
// shares the visit's one cache (query-client.ts), so a record read on one screen is there on the next.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useShell } from '../shell-context';
import { queryClientOf } from './query-client';

export function withServerState<P extends object>(Screen: ComponentType<P>): ComponentType<P> {
  function ServerStateScreen(props: P) {
    const { client } = useShell();
    return (
      <QueryClientProvider client={queryClientOf(client)}>
        <Screen {...props} />
      </QueryClientProvider>
    );
  }
  ServerStateScreen.displayName = `withServerState(${Screen.displayName ?? Screen.name})`;
  return ServerStateScreen;
}
