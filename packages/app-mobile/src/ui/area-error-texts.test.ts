import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ERROR_TEXT_AREAS } from './area-error-files';
import { addAllAreaErrorTexts } from './area-error-texts';

const errorKeys = (i18n: typeof i18next, language: string) => Object.keys(i18n.getResourceBundle(language, 'errors') ?? {}).length;

describe("every area's error messages added in the page's idle time", () => {
  it('fetches a few files per idle slot, and has every area’s messages once the slots have come', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { errors: {} } }, fallbackLng: false });
    let slots = 0;
    let release!: () => void;
    const slot = () => {
      slots += 1;
      return new Promise<void>((resolve) => (release = resolve));
    };

    const adding = addAllAreaErrorTexts(i18n, 'en', slot);
    // Nothing is fetched before the first slot.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slots).toBe(1);
    expect(errorKeys(i18n, 'en')).toBe(0);
    while (true) {
      const before = slots;
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (slots === before) break;
    }
    await adding;

    // The first slot brings the table of files and the first four; each further slot four more.
    expect(slots).toBe(Math.ceil(ERROR_TEXT_AREAS.size / 4));
    expect(errorKeys(i18n, 'en')).toBeGreaterThan(ERROR_TEXT_AREAS.size);
    expect(i18n.getResourceBundle('zh', 'errors')).toBeUndefined();
  });
});
