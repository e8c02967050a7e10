// jsdom lacks a few browser APIs antd-mobile touches; testing-library needs an explicit cleanup when
// vitest globals are off.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load lazy chunks and the kit's locale; on a loaded 2-core CI run that took over the 1 s default
// of findBy/waitFor (two flaky failures in the fresh-clone check), so they wait a little longer.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
window.scrollTo = () => undefined;
