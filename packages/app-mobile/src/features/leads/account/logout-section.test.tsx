import { fireEvent, screen } from '@testing-library/react';
import type { LeadBookStatus } from '@fairpass/sdk/leads';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../../test/render-shell';
import { LogoutSection } from './logout-section';

const signOut = vi.fn();
const ready = vi.fn();
let waitingOnPhone = 0;

vi.mock('../../../ui/use-sign-out', () => ({ useSignOut: () => ({ signOut, pending: false }) }));
// The phone's store as the book reads it: `ready` resolves once the account's leads are read.
vi.mock('../use-lead-book', () => ({
  leadBookOf: () =>
    Promise.resolve({
      book: {
        ready: () => ready() as Promise<void>,
        getStatus: (): LeadBookStatus => ({ loaded: true, unsynced: waitingOnPhone, failed: 0, syncing: false }),
      },
    }),
}));

const UNREAD: LeadBookStatus = { loaded: false, unsynced: 0, failed: 0, syncing: false };

describe('logging out of the lead tool', () => {
  beforeEach(() => {
    signOut.mockReset();
    ready.mockReset().mockResolvedValue(undefined);
  });

  it('asks first when leads wait on the phone, even when tapped before the screen had read the phone’s store', async () => {
    waitingOnPhone = 1;
    let storeRead: () => void = () => undefined;
    ready.mockReturnValue(new Promise<void>((resolve) => (storeRead = resolve)));
    await renderShell(<LogoutSection status={UNREAD} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    // Nothing is decided while the store is being read.
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.queryByRole('group')).toBeNull();
    storeRead();
    const question = await screen.findByRole('group', { name: /有 1 条线索仅保存在本机/ });
    expect(question).toBeTruthy();
    expect(screen.getByRole('button', { name: '直接退出（线索保留在本机）' })).toBeTruthy();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('logs out at once when the phone’s store holds nothing unsent', async () => {
    waitingOnPhone = 0;
    await renderShell(<LogoutSection status={UNREAD} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('uses the status the screen already read, without reading the store again', async () => {
    await renderShell(<LogoutSection status={{ loaded: true, unsynced: 2, failed: 0, syncing: false }} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('group', { name: /有 2 条线索仅保存在本机/ })).toBeTruthy();
    expect(ready).not.toHaveBeenCalled();
  });
});
