import { screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
// eslint-disable-next-line no-restricted-imports -- test code only: never in the built app's module graph
import { SEED } from '@fairpass/test-fixtures';
import { useContractServer } from '../test/contract-server';
import { renderShell } from '../test/render-shell';
import { useUseCase } from './use-use-case';
import { useSession } from './use-session';

function ConfigTitle() {
  const loadConfig = useUseCase((useCases) => useCases.loadConfig);
  const [outcome, setOutcome] = useState('loading');
  const title = useSession((snapshot) => snapshot.config?.title ?? '');
  useEffect(() => {
    void loadConfig.execute().then((result) => setOutcome(result.ok ? 'loaded' : result.error.code));
  }, [loadConfig]);
  return <p data-testid="outcome">{`${outcome}|${title}`}</p>;
}

describe('useUseCase', () => {
  const server = useContractServer();

  it('runs an SDK use case of the shell client and the session it fills re-renders the screen', async () => {
    const entry = { exhibitionId: SEED.exhibitions.closed, registerType: 'visitor', tenantId: SEED.tenantId };
    await renderShell(<ConfigTitle />, { apiBaseUrl: server.current.url, entry });
    expect((await screen.findByText(/^loaded\|/)).textContent).toBe('loaded|已关闭展会');
  });

  it('hands back a failed call as a value the screen can translate', async () => {
    server.current.faults.set('*', { status500: true });
    const entry = { exhibitionId: SEED.exhibitions.demo, registerType: 'visitor', tenantId: SEED.tenantId };
    await renderShell(<ConfigTitle />, { apiBaseUrl: server.current.url, entry });
    expect((await screen.findByText(/^SERVER\./)).textContent).toBe('SERVER.FAILURE|');
  });

  it('gives the same use case instance on every render, so effects keyed on it run once', async () => {
    const seen = new Set<unknown>();
    function Probe() {
      seen.add(useUseCase((useCases) => useCases.nextStep));
      const [count, setCount] = useState(0);
      useEffect(() => {
        if (count < 2) setCount(count + 1);
      }, [count]);
      return <p>{count}</p>;
    }
    await renderShell(<Probe />);
    await screen.findByText('2');
    expect(seen.size).toBe(1);
  });
});
