import { screen, waitFor } from '@testing-library/react';
import { knowAllAreaErrors } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { renderShell } from '../test/render-shell';
import { GENERAL_FAILURE_KEY, useErrorMessage } from './use-error-message';

// An area's codes are known once the SDK loads an area (its container), as every area screen does first.
knowAllAreaErrors();

function Probe({ code, params }: { readonly code: string; readonly params?: Readonly<Record<string, string>> }) {
  return <p data-testid="message">{useErrorMessage()(code, params)}</p>;
}

const shownText = async () => (await screen.findByTestId('message')).textContent ?? '';

describe("an area's error message, kept with its area", () => {
  it('is not in the first screen\'s texts; asked for, it says the general failure until its words come, then them', async () => {
    const { i18n } = await renderShell(<Probe code="LEADS.STAFF_TAKEN" params={{ phone: '138****0001' }} />, { language: 'cn' });
    expect(['系统错误', '手机号 138****0001 已是其他账号的员工']).toContain(await shownText());
    await waitFor(async () => expect(await shownText()).toBe('手机号 138****0001 已是其他账号的员工'));
    expect(i18n.exists('errors:leads_staff_taken')).toBe(true);
  });

  it('reads in English on an English page', async () => {
    await renderShell(<Probe code="WAITING.CLOSED" />, { language: 'en' });
    await waitFor(async () => expect(await shownText()).not.toBe('System error'));
    expect(await shownText()).toMatch(/[a-z]/);
    expect(await shownText()).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('gives an unknown code the unknown-error text, never the raw code', async () => {
    await renderShell(<Probe code="NOT.A_CODE" />, { language: 'en' });
    expect(await shownText()).toBe('Unknown error');
  });
});

describe('the catalogue that names each message', () => {
  it("names the general failure with the key said while a code's words are on their way", async () => {
    const { errorMessageKey } = await import('./error-message-key');
    expect(errorMessageKey('SYSTEM.ERROR')).toBe(GENERAL_FAILURE_KEY);
  });
});
