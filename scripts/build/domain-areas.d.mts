// Types of domain-areas.mjs (plain JS, so that tsdown's config can load it without a compiler).
import type { SdkEntry } from './sdk-areas.mjs';

/** packages/domain of this repository. */
export declare const DOMAIN_DIR: string;

/** The business areas under `<domainDir>/src` (folders with an index.ts), sorted. */
export declare function domainAreas(domainDir?: string): string[];

/** Every entry of the package: the core, then the areas in the order given. */
export declare function domainEntries(areas?: readonly string[]): SdkEntry[];

/** Where the core reads the areas' failures from (relative to packages/domain). */
export declare const AREA_ERRORS_FILE: string;

/** The areas that declare their failures (folders holding `<area>-errors.ts`), sorted. */
export declare function domainErrorAreas(domainDir?: string): string[];

/** The text of src/errors/area-errors.generated.ts for the areas given. */
export declare function areaErrorsSource(areas?: readonly string[]): string;

/** Where the messages entry reads the areas' error texts from (relative to packages/domain). */
export declare const AREA_MESSAGES_FILE: string;

/** The areas that word their failures (folders holding `<area>-messages.zh.json`), sorted. */
export declare function domainMessageAreas(domainDir?: string): string[];

/** The text of src/messages/area-messages.generated.ts for the areas given. */
export declare function areaMessagesSource(areas?: readonly string[]): string;
