import { ok } from '@fairpass/domain';
import { describe, expect, it, vi } from 'vitest';
import type { ClientSettings } from '../client-settings';
import type { SessionStore } from '../session/session.store';
import type { FetchUserUseCase } from './fetch-user.use-case';
import type { LoadConfigUseCase } from './load-config.use-case';
import { NextStepUseCase } from './next-step.use-case';

// The next step's rules come on its first call; here their chunk cannot be fetched (offline, or a deploy
// replaced the files).
vi.mock('./next-step-decision.on-demand', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a next step whose rules cannot be fetched', () => {
  it('fails as offline, which every screen words with its retry, instead of throwing', async () => {
    const fetchUser = { execute: vi.fn(async () => ok({ userId: 'u1' })) } as unknown as FetchUserUseCase;
    const loadConfig = { execute: vi.fn() } as unknown as LoadConfigUseCase;
    const session = { getSnapshot: () => ({ config: { functionConfig: {} }, entry: {}, language: 'cn' }) } as unknown as SessionStore;
    const nextStep = new NextStepUseCase(fetchUser, loadConfig, session, { allowedRedirectOrigins: [] } as unknown as ClientSettings);

    const result = await nextStep.execute();

    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('NETWORK.EXCEPTION');
    expect(fetchUser.execute).toHaveBeenCalledOnce();
  });
});
