import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { DomainError, NextStep, Result } from '@fairpass/domain';
import { MemoryStorageAdapter } from '@fairpass/sdk';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { describe, expect, it } from 'vitest';
import { useContractServer } from '../test/contract-server';
import { createTestClient, seedSession, testRuntimeConfig } from '../test/render-shell';
import { loginTargetOf, ROUTE_PATHS } from '@fairpass/domain';
import { keepLoginTarget, keptLoginTarget, LoginTargetContext } from './login-target';
import { ShellContext, type Shell } from './shell-context';
import { useNextStepNavigation } from './use-next-step-navigation';

describe('useNextStepNavigation', () => {
  const server = useContractServer();

  async function loggedInAs(phone: string, asked?: string) {
    // As the shell keeps it (app/login-target-keeper.tsx): in the tab, and checked, in the context.
    const target = loginTargetOf(asked, ROUTE_PATHS);
    keepLoginTarget(target);
    const storage = new MemoryStorageAdapter();
    seedSession(storage, { entry: { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId } });
    const client = createTestClient(storage, server.current.url);
    const login = await client.loginBySms.execute({ phone, code: SEED.code });
    expect(login.ok).toBe(true);
    const shell: Shell = {
      client,
      runtimeConfig: testRuntimeConfig(server.current.url),
      landingUrl: `${server.current.url}/`,
      environment: client.environment,
      userAgent: '',
      changeLanguage: () => undefined,
    };
    const memory = memoryLocation({ path: '/registration', record: true });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ShellContext.Provider value={shell}>
        <LoginTargetContext.Provider value={target && { href: target, titleKey: undefined }}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            {children}
          </Router>
        </LoginTargetContext.Provider>
      </ShellContext.Provider>
    );
    const { result } = renderHook(() => useNextStepNavigation(), { wrapper });
    return { goToNextStep: result.current, memory };
  }

  it.each([
    [SEED.phones.newVisitor, '/infoWap'],
    [SEED.phones.questionnairePending, '/questionnaire?index=1'],
    [SEED.phones.reviewPending, '/auditing'],
    [SEED.phones.approvedWithTicket, '/confirmation'],
  ])('sends visitor %s to %s, as the next-step table says', async (phone, path) => {
    const { goToNextStep, memory } = await loggedInAs(phone);
    await act(() => goToNextStep());
    expect(memory.history.at(-1)).toBe(path);
  });

  it('leads to the screen asked for before the login instead, and forgets it', async () => {
    const { goToNextStep, memory } = await loggedInAs(SEED.phones.approvedWithTicket, `/order/${SEED.ticketing.unpaidOrderId}`);
    await act(() => goToNextStep());
    expect(memory.history.at(-1)).toBe(`/order/${SEED.ticketing.unpaidOrderId}`);
    expect(keptLoginTarget()).toBeNull();
  });

  it('keeps the screen asked for while the registration steps come first', async () => {
    const { goToNextStep, memory } = await loggedInAs(SEED.phones.newVisitor, '/news');
    await act(() => goToNextStep());
    expect(memory.history.at(-1)).toBe('/infoWap');
    expect(keptLoginTarget()).toBe('/news');
    sessionStorage.clear();
  });

  it('follows the after-login rule for a screen the identity may not open, and forgets it', async () => {
    const { goToNextStep, memory } = await loggedInAs(SEED.phones.approvedWithTicket, '/customerPage');
    await act(() => goToNextStep());
    expect(memory.history.at(-1)).toBe('/confirmation');
    expect(keptLoginTarget()).toBeNull();
  });

  it('returns a failed lookup to the caller and stays on the page', async () => {
    const { goToNextStep, memory } = await loggedInAs(SEED.phones.newVisitor);
    server.current.faults.set('*', { status500: true });
    let outcome: Result<NextStep, DomainError> | undefined;
    await act(async () => {
      outcome = await goToNextStep();
    });
    expect(outcome?.ok === false && outcome.error.code).toBe('SERVER.FAILURE');
    expect(memory.history).toEqual(['/registration']);
  });
});
