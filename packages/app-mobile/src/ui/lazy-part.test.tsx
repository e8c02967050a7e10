import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Greeting({ name }: { readonly name: string }) {
  return <p>hello {name}</p>;
}

/** The ticket's screen with the part in it. */
const renderTicketWith = (Part: ComponentType<{ readonly name: string }>) =>
  render(
    <main>
      <h1>ticket</h1>
      <Part name="gate" />
    </main>,
  );

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('a part of a screen that loads after it', () => {
  it('draws nothing while its code loads, then the part with its props', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Greeting }));
    renderTicketWith(Part);
    expect(screen.queryByText(/hello/)).toBeNull();
    expect(await screen.findByText('hello gate')).toBeTruthy();
  });

  it('is left out when its code cannot be fetched, the rest of the screen staying, and comes when the network is back', async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof Greeting }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: Greeting });
    const Part = lazyPart(load);
    renderTicketWith(Part);
    await settle();
    expect(screen.getByRole('heading', { name: 'ticket' })).toBeTruthy();
    expect(screen.queryByText(/hello/)).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('hello gate')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what it waits for to itself: the screen around it stays shown while the part’s texts load', async () => {
    let textsIn: (value: string) => void = () => undefined;
    const texts = new Promise<string>((resolve) => (textsIn = resolve));
    function Waiting() {
      return <p>{use(texts)}</p>;
    }
    const Part = lazyPart(() => Promise.resolve({ default: Waiting }));
    render(
      <Suspense fallback={<p>loading the screen</p>}>
        <h1>ticket</h1>
        <Part />
      </Suspense>,
    );
    await settle();
    expect(screen.getByRole('heading', { name: 'ticket' })).toBeTruthy();
    expect(screen.queryByText('loading the screen')).toBeNull();
    await act(async () => textsIn('the part'));
    expect(await screen.findByText('the part')).toBeTruthy();
  });

  it('fetches a chunk the browser keeps failed under a new address, and shows the component it names', async () => {
    // The chunk fetched again holds the module's namespace under a short name, as a merged chunk does.
    const importAgain = vi.fn(async (_failure: unknown, _load: unknown, pick: (module: object) => unknown) => partIn({ n: { TicketHelp: Greeting } }, pick));
    const { partIn } = await import('./code-fetch-recovery');
    vi.doMock('./code-fetch-recovery', () => ({ importAgain }));
    const failure = new TypeError('Failed to fetch dynamically imported module: https://fair.example/assets/ticket-help-Dp.js');
    const load = vi.fn<() => Promise<{ TicketHelp: typeof Greeting }>>(() => Promise.reject(failure));
    const Part = lazyPart(load, (module) => module.TicketHelp);
    renderTicketWith(Part);
    await settle();
    expect(screen.queryByText(/hello/)).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('hello gate')).toBeTruthy();
    expect(importAgain).toHaveBeenCalledWith(failure, load, expect.any(Function));
    expect(load).toHaveBeenCalledTimes(1);
    vi.doUnmock('./code-fetch-recovery');
  });

  it('fetches its code once for all the places that show it', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Greeting }));
    const Part = lazyPart(load);
    render(
      <>
        <Part name="one" />
        <Part name="two" />
      </>,
    );
    expect(await screen.findByText('hello two')).toBeTruthy();
    expect(screen.getByText('hello one')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
