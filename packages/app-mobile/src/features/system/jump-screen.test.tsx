import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render-shell';
import JumpScreen from './jump-screen';

const ENTRY = { exhibitionId: 'demo', registerType: 'commerceExhibition', tenantId: '000000' };

describe('the /jump screen', () => {
  it('after a plain expiry offers the way back to the link the visit started from', async () => {
    await renderShell(<JumpScreen />, { path: '/jump', entry: ENTRY, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your session has ended' })).toBeTruthy();
    expect(screen.getByText('Your login has expired. Go back to the registration link to log in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back to registration' })).toBeTruthy();
  });

  it.each([
    ['cn', '登录已失效：同一时间只能有一名员工登录', '尚未同步的线索仍保存在本机，重新登录后会自动同步。', '重新登录'],
    ['en', 'Login is invalid because only one employee may log in at a time', 'Leads not yet synced stay on this phone and are sent once you log in again.', 'Log in again'],
  ] as const)('says another employee’s login ended this one, and offers to log in again (%s)', async (language, message, leads, button) => {
    await renderShell(<JumpScreen />, { path: '/jump?code=AUTH.SINGLE_EMPLOYEE_LOGIN', entry: ENTRY, language });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText(leads)).toBeTruthy();
    expect(screen.queryByText(/AUTH\./)).toBeNull();
    expect(screen.getByRole('button', { name: button })).toBeTruthy();
  });
});
