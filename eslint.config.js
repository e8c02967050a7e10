// Lint: TypeScript rules, no import cycles, and the layer rules of the architecture
// (domain → nothing of ours; sdk → domain only; no React below the app).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { sdkAreas as findSdkAreas } from './scripts/build/sdk-areas.mjs';

// Features do not import each other: one zone per feature folder, found on disk.
const featuresDir = './packages/app-mobile/src/features';
const featureZones = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({
        target: `${featuresDir}/${entry.name}`,
        from: featuresDir,
        except: [`./${entry.name}`],
        message: 'Features do not import each other; move shared pieces to src/ui or up to src/app.',
      }))
  : [];

// SDK business areas do not import each other (a bundle of one area must not carry another); the core
// (everything else under src/) may not import an area either. The areas are found on disk, as the build
// finds them (scripts/build/sdk-areas.mjs: a folder src/<area>/ holding <area>.area.ts), so a new area is
// covered without an edit here.
const sdkSrc = './packages/sdk/src';
const sdkAreas = existsSync(sdkSrc) ? findSdkAreas() : [];
const sdkAreaZones = sdkAreas.map((area) => ({
  target: `./packages/sdk/src/${area}`,
  from: sdkAreas.filter((other) => other !== area).map((other) => `./packages/sdk/src/${other}`),
  message: 'SDK areas do not import each other; move what both need into the core.',
}));
const sdkCoreZone = {
  target: existsSync(sdkSrc)
    ? readdirSync(sdkSrc, { withFileTypes: true })
        .filter((entry) => !sdkAreas.includes(entry.name) && (entry.isDirectory() || entry.name !== 'testing.ts'))
        .map((entry) => `${sdkSrc}/${entry.name}`)
    : [],
  from: sdkAreas.map((area) => `${sdkSrc}/${area}`),
  message: 'The SDK core never imports an area: areas are loaded by their own entries.',
};

const domGlobals = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'history', 'XMLHttpRequest', 'fetch'].map(
  (name) => ({ name, message: 'The domain is framework-free: no DOM or network globals; declare a port instead.' }),
);

const contractServerDomainMessage =
  'The contract server runs none of the domain: import its types only (import type), and write the rule on the server with a parity test against the domain (see server/invoicing/header-rules.ts).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', '**/docs/api/**', '**/.vite/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['packages/*/tsconfig.json'], conditionNames: ['source', 'types', 'import', 'default'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', ...domGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'axios', 'rxjs', 'rxjs/*', 'inversify', 'i18next', 'wouter', 'wouter/*'], message: 'The domain imports no framework or I/O library.' },
            { group: ['@fairpass/*'], message: 'The domain imports no other fairpass package.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/sdk/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...sdkAreaZones, sdkCoreZone] }] },
  },
  {
    files: ['packages/sdk/src/**/*.ts', 'packages/sdk/examples/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*', 'wouter', 'wouter/*', 'antd-mobile', 'antd-mobile/*'], message: 'The SDK imports no React or UI code.' },
            { group: ['@fairpass/app-mobile', '@fairpass/app-mobile/*', '@fairpass/test-fixtures'], message: 'The SDK imports no app or test-fixture code at runtime.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/test-fixtures/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@fairpass/sdk', '@fairpass/sdk/*', '@fairpass/app-mobile', '@fairpass/app-mobile/*', 'react', 'react-*'], message: 'The contract server imports only domain types.' }] },
      ],
    },
  },
  // The contract server stands in for the backend, so it witnesses the app and the SDK only with rules
  // they did not write: its own copy of each rule, held to the domain's by a parity test (*.test.ts, which
  // may import the domain's values to compare). Elsewhere the domain is imported as types only.
  {
    files: ['packages/test-fixtures/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@fairpass/domain', message: contractServerDomainMessage, allowTypeImports: true }],
          patterns: [{ group: ['@fairpass/domain/*'], message: contractServerDomainMessage, allowTypeImports: true }],
        },
      ],
      'no-restricted-syntax': ['error', { selector: 'ImportExpression[source.value=/^@fairpass\\u002F(domain|sdk)/]', message: contractServerDomainMessage }],
    },
  },
  {
    files: ['packages/app-mobile/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      'no-restricted-imports': ['error', { patterns: [{ group: ['@fairpass/test-fixtures', '@fairpass/test-fixtures/*'], message: 'The app never ships test fixtures.' }] }],
    },
  },
);
