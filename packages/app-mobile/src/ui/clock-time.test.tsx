import { screen, waitFor } from '@testing-library/react';
import { DomainError, knowAllAreaErrors } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../test/render-shell';
import { ClockTime, clockText, machineTimeOf, useClockTimes, ZoneNote } from './clock-time';
import { useFailureMessage } from './use-failure-message';

// An area's codes are known once the SDK loads an area (its container), as every area screen does first.
knowAllAreaErrors();

// 2026-05-12 01:00 UTC is 09:00 on the exhibition's clock (China Standard Time, UTC+8).
const PHONE_STAMP = Date.UTC(2026, 4, 12, 1, 0, 0);

function Times() {
  const clock = useClockTimes();
  return (
    <>
      <p data-testid="at">{clock.at('2026-05-12 09:00:00')}</p>
      <p data-testid="phone">{clock.at(PHONE_STAMP)}</p>
      <p data-testid="span">{clock.span('2026-05-12 09:00:00', '2026-05-12 09:25:00')}</p>
      <p data-testid="overnight">{clock.span('2026-05-12 22:00:00', '2026-05-13 02:00:00')}</p>
      <ClockTime value="2026-05-12 09:00:00" />
      <ZoneNote />
    </>
  );
}

function Failure({ error }: { readonly error: DomainError }) {
  return <p data-testid="failure">{useFailureMessage()(error)}</p>;
}

const text = (id: string) => screen.getByTestId(id).textContent;

describe('times on the exhibition clock', () => {
  it('formats a wire time and a phone stamp alike, on the exhibition clock whatever the phone zone', () => {
    expect(clockText('2026-05-12 09:00:00')).toBe('2026-05-12 09:00');
    expect(clockText(PHONE_STAMP)).toBe('2026-05-12 09:00');
    expect(clockText('2026-05-12 09:00:00', 'HH:mm')).toBe('09:00');
    expect(machineTimeOf('2026-05-12 09:00:00')).toBe('2026-05-12T09:00:00+08:00');
    // What is not a time comes through as it was, and has no machine-readable form.
    expect(clockText('soon')).toBe('soon');
    expect(machineTimeOf('soon')).toBeUndefined();
  });

  it('says the zone in Chinese: 北京时间', async () => {
    await renderShell(<Times />);
    expect(text('at')).toBe('2026-05-12 09:00（北京时间）');
    expect(text('phone')).toBe('2026-05-12 09:00（北京时间）');
    expect(text('span')).toBe('2026-05-12 09:00–09:25（北京时间）');
    expect(text('overnight')).toBe('2026-05-12 22:00–2026-05-13 02:00（北京时间）');
    expect(screen.getByText('时间均为北京时间')).toBeTruthy();
  });

  it('says the zone in English: China Standard Time, and marks the instant for machines', async () => {
    await renderShell(<Times />, { language: 'en' });
    expect(text('at')).toBe('2026-05-12 09:00 (China Standard Time)');
    expect(text('span')).toBe('2026-05-12 09:00–09:25 (China Standard Time)');
    const time = document.querySelector('time');
    expect(time?.getAttribute('datetime')).toBe('2026-05-12T09:00:00+08:00');
    expect(time?.textContent).toBe('2026-05-12 09:00 (China Standard Time)');
    expect(screen.getByText('Times are China Standard Time (UTC+8)')).toBeTruthy();
  });

  it('says the zone in the error messages that carry a time', async () => {
    await renderShell(<Failure error={new DomainError('TICKET.NOT_ON_SALE', undefined, undefined, { params: { saleStartTime: '2026-05-10 09:00:00' } })} />, { language: 'en' });
    // The ticketing area's texts come with the area: the message is drawn again once they are in.
    await waitFor(() => expect(text('failure')).toBe('This ticket goes on sale at 2026-05-10 09:00:00 (China Standard Time)'));
  });
});
