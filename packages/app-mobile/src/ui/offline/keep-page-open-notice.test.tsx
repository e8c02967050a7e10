import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render-shell';
import { KeepPageOpenNotice } from './keep-page-open-notice';
import { resetServiceWorkerState, serviceWorkerState, setServiceWorkerStatus } from './service-worker-state';

const ZH = '线索已保存在本机，但请保持此页面打开：在此浏览器中，没有网络时无法重新打开本页面。';
const EN = 'Leads are kept on this phone, but keep this page open: in this browser it cannot reopen without a network connection.';

afterEach(() => resetServiceWorkerState());

describe('the keep-this-page-open notice', () => {
  it('shows where the browser has no service workers (jsdom has none), in Chinese and in English', async () => {
    expect(serviceWorkerState().status).toBe('unsupported');
    const zh = await renderShell(<KeepPageOpenNotice />);
    expect(screen.getByRole('status').textContent).toBe(ZH);
    zh.unmount();

    await renderShell(<KeepPageOpenNotice />, { language: 'en' });
    expect(screen.getByRole('status').textContent).toBe(EN);
  });

  it('shows when the registration is refused and goes once a worker controls the page', async () => {
    setServiceWorkerStatus('starting');
    await renderShell(<KeepPageOpenNotice />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => setServiceWorkerStatus('failed'));
    expect(screen.getByRole('status').textContent).toBe(ZH);

    act(() => setServiceWorkerStatus('controlled'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(ZH)).toBeNull();
  });
});
