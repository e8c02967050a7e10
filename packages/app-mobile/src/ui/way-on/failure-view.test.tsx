import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { DomainError, knowAllAreaErrors } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell, type ShellRenderOptions } from '../../test/render-shell';
import { QueryView } from '../server-state/query-view';
import { withServerState } from '../server-state/with-server-state';
import { AreaHomeContext, type AreaHome } from './area-home';
import { FailureView } from './failure-view';

// An area's codes are known once the SDK has fetched them with the first area a screen uses.
knowAllAreaErrors();

const PROGRAMME: AreaHome = { path: '/meetingSchedule', titleKey: 'conference:title.programme' };

/** A session screen whose read answers each time with the next of `answers` (the last one repeats). */
function sessionScreen(answers: Array<() => Promise<string>>) {
  let call = 0;
  return withServerState(function SessionScreen() {
    const query = useQuery({ queryKey: ['test', 'session'], queryFn: () => answers[Math.min(call++, answers.length - 1)]!(), retry: false });
    return (
      <QueryView query={query} heading="Session" headingId="test-heading">
        {(data) => <p>{data}</p>}
      </QueryView>
    );
  });
}

const failing = (error: DomainError) => async (): Promise<string> => {
  throw error;
};

async function show(answers: Array<() => Promise<string>>, options: ShellRenderOptions & { home?: AreaHome | null } = {}) {
  const Screen = sessionScreen(answers);
  const { home = PROGRAMME, ...shell } = options;
  return renderShell(
    <AreaHomeContext.Provider value={home}>
      <Screen />
    </AreaHomeContext.Provider>,
    { path: '/meetingSchedule/details/x', token: 'token-1', ...shell },
  );
}

const waysOn = (name: string | RegExp) => within(screen.getByRole('navigation', { name })).getAllByRole('link');
const hrefs = (links: HTMLElement[]) => links.map((link) => [link.textContent, link.getAttribute('href')]);

describe('the shared failure view of a read', () => {
  it('says a network fault as "did not load" with the reason, offers to try again, and the programme and personal centre', async () => {
    await show([failing(new DomainError('NETWORK.EXCEPTION')), async () => 'session 1'], { language: 'en' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'This did not load' });
    expect(screen.getByText('Session')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/network/i);
    expect(hrefs(waysOn('Where to go from here'))).toEqual([
      ['Conference programme', '/meetingSchedule'],
      ['Personal centre', '/user-center'],
    ]);
    // The page is named by what happened, and the keyboard starts there.
    expect(screen.getByRole('main').getAttribute('aria-labelledby')).toBe(heading.id);
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('session 1')).toBeTruthy());
  });

  it('offers a retry for a time-out and a 5xx too', async () => {
    await show([failing(new DomainError('SERVER.FAILURE', 'Internal error', undefined, { status: 500 }))], { language: 'en' });
    await screen.findByRole('heading', { level: 1, name: 'This did not load' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it("makes a record that is not there the heading, in the server's words, with no retry (the same read gets the same answer)", async () => {
    await show([failing(new DomainError('SERVER.FAILURE', '会议不存在', undefined, { status: 400 }))]);
    await screen.findByRole('heading', { level: 1, name: '会议不存在' });
    expect(screen.getByRole('alert').textContent).toBe('您可以从下面的链接继续。');
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    expect(hrefs(waysOn('接下来可以去'))).toEqual([
      ['会议日程', '/meetingSchedule'],
      ['个人中心', '/user-center'],
    ]);
  });

  it("words a refusal from the catalogue when it has a code of its own (找不到这个溯源渠道)", async () => {
    await show([failing(new DomainError('SOURCE.NOT_FOUND', 'Traceability channel not found', undefined, { status: 400 }))]);
    await screen.findByRole('heading', { level: 1, name: '找不到这个溯源渠道' });
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('never makes a heading of server words in the other language', async () => {
    await show([failing(new DomainError('SERVER.FAILURE', 'Session not found', undefined, { status: 400 }))]);
    await screen.findByRole('heading', { level: 1, name: '这项内容无法显示' });
  });

  it('offers the login page instead of the personal centre to a visitor who is not logged in', async () => {
    await show([failing(new DomainError('SERVER.FAILURE', 'Session not found', undefined, { status: 400 }))], { language: 'en', token: undefined });
    await screen.findByRole('heading', { level: 1, name: 'Session not found' });
    expect(hrefs(waysOn('Where to go from here')).map(([text]) => text)).toEqual(['Conference programme', 'Log in / Register']);
    expect(waysOn('Where to go from here')[1]!.getAttribute('href')).toMatch(/^\/registration/);
  });

  it("leaves out the area's list on that list itself, and when the route names none", async () => {
    await show([failing(new DomainError('NETWORK.TIMEOUT'))], { language: 'en', path: '/meetingSchedule' });
    await screen.findByRole('heading', { level: 1, name: 'This did not load' });
    expect(hrefs(waysOn('Where to go from here'))).toEqual([['Personal centre', '/user-center']]);
  });
});

describe('FailureView', () => {
  it("puts a screen's own ways on between the area's list and the personal centre, and no retry unless asked", async () => {
    await renderShell(
      <AreaHomeContext.Provider value={{ path: '/order', titleKey: 'ticketing:title.orders' }}>
        <FailureView headingId="h" title="There is no payment to check" message="Open an order to pay it." links={<a href="/wallet">My wallet</a>} />
      </AreaHomeContext.Provider>,
      { language: 'en', path: '/payTransition', token: 't' },
    );
    await screen.findByRole('heading', { level: 1, name: 'There is no payment to check' });
    expect(screen.getByRole('alert').textContent).toBe('Open an order to pay it.');
    expect(screen.queryByRole('button')).toBeNull();
    expect(hrefs(waysOn('Where to go from here'))).toEqual([
      ['My orders', '/order'],
      ['My wallet', '/wallet'],
      ['Personal centre', '/user-center'],
    ]);
  });
});
