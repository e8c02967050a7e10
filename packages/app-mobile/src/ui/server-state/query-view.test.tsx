import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { DomainError } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../../test/render-shell';
import { QueryView } from './query-view';
import { withServerState } from './with-server-state';

function makeScreen(answers: Array<() => Promise<string>>) {
  let call = 0;
  return withServerState(function Reading() {
    const query = useQuery({ queryKey: ['test', 'reading'], queryFn: () => answers[Math.min(call++, answers.length - 1)]!() });
    return (
      <QueryView query={query} heading="Orders" headingId="test-heading">
        {(data) => <p>{data}</p>}
      </QueryView>
    );
  });
}

describe('a screen read through the server-state layer', () => {
  it('shows the loading state, then the data', async () => {
    const Screen = makeScreen([async () => 'order 1']);
    await renderShell(<Screen />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('order 1')).toBeTruthy();
  });

  it('says a failure in the page language under the screen\'s name, and reads again on "try again"', async () => {
    const Screen = makeScreen([
      async () => {
        throw new DomainError('NETWORK.EXCEPTION');
      },
      async () => 'order 1',
    ]);
    await renderShell(<Screen />, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This did not load' })).toBeTruthy();
    expect(screen.getByText('Orders')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/network/i);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('order 1')).toBeTruthy());
  });
});
