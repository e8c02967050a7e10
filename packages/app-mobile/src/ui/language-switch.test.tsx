import { fireEvent, screen } from '@testing-library/react';
import { STORAGE_AREA_OF, STORAGE_KEYS } from '@fairpass/domain';
import { describe, expect, it } from 'vitest';
import { createTestClient, renderShell } from '../test/render-shell';
import { LanguageSwitch } from './language-switch';
import { LoadingScreen } from './loading-screen';

describe('the language switch', () => {
  it('switches the visible text to English and persists the choice under the spec storage key', async () => {
    const { storage, session } = await renderShell(
      <>
        <LanguageSwitch />
        <LoadingScreen />
      </>,
    );
    expect(screen.getByText('加载中，请稍候')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'English' }));

    expect(await screen.findByText('Loading, please wait')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
    expect(storage.get(STORAGE_AREA_OF.languageType, STORAGE_KEYS.languageType)).toBe('en');
    expect(session.getSnapshot().language).toBe('en');
  });

  it('restores the persisted language in a new session store', async () => {
    const { storage } = await renderShell(<LanguageSwitch />);
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(createTestClient(storage, 'http://127.0.0.1:9').session.getSnapshot().language).toBe('en');
  });
});
