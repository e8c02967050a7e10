// A failure worded before the catalogue that names each code's message, or the shared codes' words, have
// arrived (both are fetched once the first screen has painted): the general failure, then the code's own
// words, never a raw key. The unit run shares one module graph between files (vitest.config.ts), where
// another file may already have fetched the catalogue: this test takes a fresh one (React's modules too,
// so they agree).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const fresh = async () => {
  vi.resetModules();
  const [testingLibrary, { I18nextProvider }, { createI18n }, { useErrorMessage, loadErrorCatalogue }, { default: i18next }] = await Promise.all([
    import('@testing-library/react'),
    import('react-i18next'),
    import('../app/i18n'),
    import('./use-error-message'),
    import('i18next'),
  ]);
  return { ...testingLibrary, I18nextProvider, createI18n, useErrorMessage, loadErrorCatalogue, i18next };
};
let graph: Awaited<ReturnType<typeof fresh>>;
beforeAll(async () => {
  graph = await fresh();
}, 30_000);
afterAll(() => {
  vi.resetModules();
});

describe('a message asked for before the error catalogue is in', () => {
  it('says the general failure, then the words of its code once the catalogue has arrived', async () => {
    const { render, screen, waitFor, I18nextProvider, createI18n, useErrorMessage } = graph;
    function Probe({ code }: { readonly code: string }) {
      return <p data-testid="catalogue-probe">{useErrorMessage()(code)}</p>;
    }
    const i18n = await createI18n('en');
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Probe code="AUTH.CODE_INVALID" />
      </I18nextProvider>,
    );
    try {
      expect(screen.getByTestId('catalogue-probe').textContent).toBe('System error');
      await waitFor(() => expect(screen.getByTestId('catalogue-probe').textContent).not.toBe('System error'));
      expect(screen.getByTestId('catalogue-probe').textContent).toBe(i18n.t('errors:auth_code_invalid'));
    } finally {
      view.unmount();
    }
  });
});

describe("a shared code's message asked for before the shared codes' words are in", () => {
  it('says the general failure, then the words of its code once they have been fetched', async () => {
    const { render, screen, waitFor, I18nextProvider, useErrorMessage, loadErrorCatalogue, i18next } = graph;
    await loadErrorCatalogue();
    // As the page starts: the first screen's texts hold the general failure's message only.
    const { default: generalFailure } = await import('../../../domain/src/errors/general-failure.en.json');
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', fallbackLng: false, ns: ['errors'], resources: { en: { errors: { ...generalFailure } } }, interpolation: { escapeValue: false } });
    const drawn: string[] = [];
    function Probe({ code }: { readonly code: string }) {
      const message = useErrorMessage()(code);
      drawn.push(message);
      return <p data-testid="shared-probe">{message}</p>;
    }
    const view = render(
      <I18nextProvider i18n={i18n}>
        <Probe code="NETWORK.TIMEOUT" />
      </I18nextProvider>,
    );
    try {
      await waitFor(() => expect(screen.getByTestId('shared-probe').textContent).not.toBe('System error'));
      expect(screen.getByTestId('shared-probe').textContent).toBe(i18n.t('errors:network_timeout'));
      expect(screen.getByTestId('shared-probe').textContent).toMatch(/timed out/);
      // Never a raw key meanwhile: the general failure first.
      expect(drawn[0]).toBe('System error');
    } finally {
      view.unmount();
    }
  });
});
