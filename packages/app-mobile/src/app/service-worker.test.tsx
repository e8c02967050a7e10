import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestOfflinePack, resetOfflinePackRequests } from '../ui/offline/offline-pack-requests';
import { resetServiceWorkerState, serviceWorkerState } from '../ui/offline/service-worker-state';
import { createI18n } from './i18n';

// workbox-window stood in for by a recorder: the browser's worker machinery is not in jsdom.
const workbox = vi.hoisted(() => ({
  instances: [] as Array<{ url: string; listeners: Map<string, Array<() => void>>; register: ReturnType<typeof vi.fn>; messageSkipWaiting: ReturnType<typeof vi.fn> }>,
  registration: undefined as unknown,
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    readonly listeners = new Map<string, Array<() => void>>();
    readonly register = vi.fn(() => Promise.resolve(workbox.registration));
    readonly messageSkipWaiting = vi.fn();
    constructor(readonly url: string) {
      workbox.instances.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
    }
  },
}));

const { registerServiceWorker } = await import('./service-worker');
const fire = (type: string) => act(() => workbox.instances.at(-1)!.listeners.get(type)?.forEach((listener) => listener()));

describe('registering the offline shell worker', () => {
  beforeEach(() => {
    vi.stubEnv('DEV', false);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    workbox.instances.length = 0;
    workbox.registration = { active: null };
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    document.body.replaceChildren();
    resetServiceWorkerState();
    resetOfflinePackRequests();
  });

  it('registers sw.js beside the page and says the page is kept once the worker controls it', async () => {
    registerServiceWorker(await createI18n('cn'));
    expect(workbox.instances[0]!.url).toBe('./sw.js');
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('starting'));
    fire('controlling');
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('controlled'));
    expect(document.documentElement.dataset.offline).toBe('controlled');
  });

  it("keeps an offline pack a screen asks for, and says the page is kept only once the pack's files are", async () => {
    const kept: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('caches', {
      open: async () => ({ match: async () => undefined, add: async (url: string) => {
        if (!url.includes('/assets/')) return;
        await held;
        kept.push(new URL(url).pathname);
      },
    }),
    });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ shell: [], packs: { leads: ['assets/book.js', 'assets/list.js'] } }))));
    registerServiceWorker(await createI18n('cn'));
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('starting'));
    fire('controlling');
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('controlled'));
    requestOfflinePack('leads');
    expect(serviceWorkerState().status).toBe('starting');
    release();
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('controlled'));
    expect(kept).toEqual(['/assets/book.js', '/assets/list.js']);
  });

  it('says the registration failed when the browser refuses it quietly (no registration)', async () => {
    workbox.registration = undefined;
    registerServiceWorker(await createI18n('cn'));
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('failed'));
  });

  it('keeps nothing in Cache Storage when the browser refuses the worker, and fetches the packs asked for into the HTTP cache only', async () => {
    workbox.registration = undefined;
    const open = vi.fn();
    const fetched: string[] = [];
    vi.stubGlobal('caches', { open });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL | string) => {
        fetched.push(new URL(url).pathname);
        return new Response(JSON.stringify({ shell: [], packs: { wallet: ['assets/ticket.js'], 'leads-refused': ['assets/book.js'] } }));
      }),
    );
    requestOfflinePack('wallet');
    registerServiceWorker(await createI18n('cn'));
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('failed'));
    requestOfflinePack('leads-refused');
    await vi.waitFor(() => expect(fetched).toEqual(expect.arrayContaining(['/assets/ticket.js', '/assets/book.js'])));
    expect(open).not.toHaveBeenCalled();
  });

  it('keeps a pack asked for before the worker was registered once it is', async () => {
    const kept: string[] = [];
    vi.stubGlobal('caches', { open: async () => ({ match: async () => undefined, add: async (url: string) => void kept.push(new URL(url).pathname) }) });
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ shell: [], packs: { early: ['assets/gate.js'] } }))));
    requestOfflinePack('early');
    registerServiceWorker(await createI18n('cn'));
    await vi.waitFor(() => expect(kept).toContain('/assets/gate.js'));
    fire('controlling');
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('controlled'));
  });

  it('offers a waiting version politely and switches to it only when Reload is pressed', async () => {
    registerServiceWorker(await createI18n('en'));
    expect(document.querySelector('[aria-live="polite"]')).toBeTruthy();
    fire('waiting');
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(workbox.instances[0]!.messageSkipWaiting).not.toHaveBeenCalled();
    fireEvent.click(reload);
    expect(workbox.instances[0]!.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('hides the bar on "Not now" without switching', async () => {
    registerServiceWorker(await createI18n('cn'));
    fire('waiting');
    fireEvent.click(await screen.findByRole('button', { name: '暂不更新' }));
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(workbox.instances[0]!.messageSkipWaiting).not.toHaveBeenCalled();
  });
});
