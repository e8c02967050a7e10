import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render-shell';
import ErrorScreen, { MESSAGE_MAX_CHARS } from './error-screen';

describe('the /error screen', () => {
  it('shows a message from the link as plain text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)"><b>bold</b>';
    const { container } = await renderShell(<ErrorScreen />, {
      path: `/error?message=${encodeURIComponent(hostile)}`,
    });
    expect((await screen.findByTestId('error-text')).textContent).toBe(hostile);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
  });

  it('shows a long or multi-line message as one line cut to a sane length', async () => {
    const long = `first line\n\u202esecond\t${'很长的消息'.repeat(100)}`;
    await renderShell(<ErrorScreen />, { path: `/error?message=${encodeURIComponent(long)}` });
    const shown = (await screen.findByTestId('error-text')).textContent ?? '';
    expect(shown.startsWith('first line second 很长的消息')).toBe(true);
    expect([...shown]).toHaveLength(MESSAGE_MAX_CHARS);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('shows a link-looking message as text, not as a link', async () => {
    const { container } = await renderShell(<ErrorScreen />, { path: `/error?message=${encodeURIComponent('Go to https://evil.example now')}` });
    expect((await screen.findByTestId('error-text')).textContent).toBe('Go to https://evil.example now');
    // The only links are the ways on, never the message's address.
    expect(Array.from(container.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual(['/registration']);
  });

  it('falls back to the content query when there is no message', async () => {
    await renderShell(<ErrorScreen />, { path: '/error?content=Closed%20for%20today' });
    expect((await screen.findByTestId('error-text')).textContent).toBe('Closed for today');
  });

  it.each([
    ['cn', '链接地址不正确，请使用完整链接重新打开。'],
    ['en', 'The link address is incorrect. Please reopen using the full URL.'],
  ] as const)('translates a known error code (%s)', async (language, expected) => {
    await renderShell(<ErrorScreen />, { path: '/error?code=LINK.INCORRECT', language });
    expect((await screen.findByTestId('error-text')).textContent).toBe(expected);
  });

  it('shows the unknown-error text for a code it does not know instead of the raw code', async () => {
    await renderShell(<ErrorScreen />, { path: '/error?code=NOT.A_CODE', language: 'en' });
    expect((await screen.findByTestId('error-text')).textContent).toBe('Unknown error');
  });

  it('translates the code the SDK puts in the message after a 401', async () => {
    await renderShell(<ErrorScreen />, { path: '/error?message=AUTH.UNAUTHORIZED', language: 'en' });
    expect((await screen.findByTestId('error-text')).textContent).not.toContain('AUTH.UNAUTHORIZED');
  });
});

describe('the /error screen after another employee’s login (no link kept)', () => {
  it.each([
    ['cn', '登录已失效：同一时间只能有一名员工登录', '重新登录'],
    ['en', 'Login is invalid because only one employee may log in at a time', 'Log in again'],
  ] as const)('explains it and links to the login page (%s)', async (language, message, login) => {
    await renderShell(<ErrorScreen />, { path: '/error?code=AUTH.SINGLE_EMPLOYEE_LOGIN', language, entry: { exhibitionId: 'demo', registerType: 'commerceExhibition' } });
    expect((await screen.findByTestId('error-text')).textContent).toBe(message);
    const link = screen.getByRole('link', { name: login });
    expect(link.getAttribute('href')).toMatch(/^#?\/registration\?/);
    expect(link.getAttribute('href')).toContain('exhibitionId=demo');
  });

  it('offers no login link for other codes', async () => {
    await renderShell(<ErrorScreen />, { path: '/error?code=LINK.INCORRECT' });
    expect(screen.queryByRole('link', { name: '重新登录' })).toBeNull();
  });
});

describe('the ways on from /error (#27)', () => {
  const waysOn = (name: string) => within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

  it('offers a visitor whose link misses its exhibition the personal centre, which opens without one (the login would send them back)', async () => {
    await renderShell(<ErrorScreen />, { path: '/error?code=LINK.INCORRECT', language: 'en' });
    await screen.findByTestId('error-text');
    expect(waysOn('Where to go from here')).toEqual([['Personal centre', '/user-center']]);
  });

  it('offers the login to a visitor whose login ran out, and the personal centre once logged in', async () => {
    await renderShell(<ErrorScreen />, { path: '/error?message=AUTH.UNAUTHORIZED' });
    await screen.findByTestId('error-text');
    expect(waysOn('接下来可以去')).toEqual([['登录 / 注册', '/registration']]);
  });

  it.each([['LINK.OPEN_IN_WECHAT'], ['DEVICE.UNSUPPORTED']])('offers the registration link to copy and open in WeChat for %s', async (code) => {
    await renderShell(<ErrorScreen />, { path: `/error?code=${code}`, language: 'en' });
    await screen.findByTestId('error-text');
    const box = screen.getByRole('textbox', { name: 'The registration link' }) as HTMLInputElement;
    expect(box.value).toBe('http://127.0.0.1:7700/?exhibitionId=demo');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/open it in WeChat/)).toBeTruthy();
  });
});
