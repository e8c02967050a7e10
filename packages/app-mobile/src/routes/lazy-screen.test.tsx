import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

const Hello = () => <p>hello</p>;

describe('a lazy screen', () => {
  it('renders straight away, with no fallback, once it was preloaded', async () => {
    const Screen = lazyScreen(async () => ({ default: Hello }));
    await Screen.preload();

    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );

    expect(screen.getByText('hello')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('fetches its chunk once however often it is preloaded or rendered', async () => {
    const load = vi.fn(async () => ({ default: Hello }));
    const Screen = lazyScreen(load);

    void Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen />
      </Suspense>,
    );
    await act(() => Screen.preload());

    expect(await screen.findByText('hello')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches again after a failed preload (the network may be back)', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Hello });
    const Screen = lazyScreen(load);

    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();

    expect(load).toHaveBeenCalledTimes(2);
  });
});
