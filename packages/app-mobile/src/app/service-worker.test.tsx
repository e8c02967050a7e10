import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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
    Reflect.deleteProperty(navigator, 'serviceWorker');
    document.body.replaceChildren();
    resetServiceWorkerState();
  });

  it('registers sw.js beside the page and says the page is kept once the worker controls it', async () => {
    registerServiceWorker(await createI18n('cn'));
    expect(workbox.instances[0]!.url).toBe('./sw.js');
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('starting'));
    fire('controlling');
    expect(serviceWorkerState().status).toBe('controlled');
  });

  it('says the registration failed when the browser refuses it quietly (no registration)', async () => {
    workbox.registration = undefined;
    registerServiceWorker(await createI18n('cn'));
    await vi.waitFor(() => expect(serviceWorkerState().status).toBe('failed'));
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
