import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { MemoryStorageAdapter } from '@fairpass/sdk';
import { sessionStoreOf } from '@fairpass/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createTestClient } from '../test/render-shell';

describe("the SDK session in React, as the SDK README shows it", () => {
  it('runs useSyncExternalStore(client.session.subscribe, client.session.getSnapshot) as written and follows changes', () => {
    const client = createTestClient(new MemoryStorageAdapter(), 'http://127.0.0.1:9');

    const { result } = renderHook(() => useSyncExternalStore(client.session.subscribe, client.session.getSnapshot));
    expect(result.current.language).toBe('cn');
    act(() => sessionStoreOf(client).setLanguage('en'));

    expect(result.current.language).toBe('en');
  });
});
