import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderShell } from '../test/render-shell';
import { ConfirmedAction } from './confirmed-action';

const props = { label: 'Cancel the order', question: 'Cancel this order?', keepLabel: 'Keep it' };

describe('an action confirmed in the page', () => {
  it('asks first with the focus on the question, and gives the focus back to the action when kept', async () => {
    const run = vi.fn(() => Promise.resolve(null));
    await renderShell(<ConfirmedAction {...props} run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const question = screen.getByRole('group', { name: 'Cancel this order?' });
    expect(document.activeElement).toBe(question);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel the order' })));
    expect(run).not.toHaveBeenCalled();
  });

  it('runs once confirmed and keeps the question open with the failure said when it fails', async () => {
    const run = vi.fn(() => Promise.resolve('The order is already paid.'));
    await renderShell(<ConfirmedAction {...props} run={run} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Cancel the order' }).at(-1)!);
    expect((await screen.findByRole('alert')).textContent).toBe('The order is already paid.');
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('group', { name: 'Cancel this order?' })).toBeTruthy();
  });
});
