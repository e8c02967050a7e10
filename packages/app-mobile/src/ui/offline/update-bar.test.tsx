import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../../test/render-shell';
import { UpdateBar } from './update-bar';

describe('the new-version bar', () => {
  it('offers the reload in Chinese and does nothing until it is pressed', async () => {
    const onReload = vi.fn();
    const onDismiss = vi.fn();
    await renderShell(<UpdateBar onReload={onReload} onDismiss={onDismiss} />);
    expect(screen.getByRole('complementary', { name: '有新版本可用。' })).toBeTruthy();
    expect(onReload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '暂不更新' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('speaks English on an English page', async () => {
    await renderShell(<UpdateBar onReload={() => undefined} onDismiss={() => undefined} />, { language: 'en' });
    expect(screen.getByText('A new version is available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy();
  });
});
