import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import playwright from 'eslint-plugin-playwright';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import local from './eslint/local-plugin.js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      '.deploy-run',
      'storybook-static*',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'coverage',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      // Type-aware rules: a promise nobody awaits or handles is an error, as is one passed where
      // a void callback is expected (an event handler that rejects silently).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The compiler-oriented rules flag patterns React 19 handles; keep the classic two strict.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/purity': 'off',
      'react-hooks/immutability': 'off',
      'react-hooks/preserve-manual-memoization': 'off',
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'alert', message: 'Use useNotice().alert' },
        { name: 'confirm', message: 'Use ConfirmDialog' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'alert', message: 'Use useNotice().alert' },
        { object: 'window', property: 'confirm', message: 'Use ConfirmDialog' },
      ],
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Dialogs move focus to their first control (the WAI-ARIA dialog pattern) through the UI kit's
      // components; autoFocus on a raw element of a page is still an error.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: true },
      'boundaries/include': ['src/**/*'],
      'boundaries/elements': [
        // Tests and stories first: they sit beside the code they exercise, and are matched before the folders.
        { type: 'test', pattern: 'src/**/*.test.{ts,tsx}', mode: 'file' },
        { type: 'story', pattern: 'src/**/*.stories.tsx', mode: 'file' },
        // Fixtures, harnesses and story frames: used by tests and stories only, never by the app.
        { type: 'test-support', pattern: 'src/test' },
        { type: 'app', pattern: 'src/app' },
        // Each part of the chat is a feature of its own; chat/shared holds what the parts share.
        { type: 'chat-shared', pattern: 'src/features/chat/shared' },
        { type: 'chat-entry', pattern: 'src/features/chat/*/index.ts', mode: 'file', capture: ['part'] },
        { type: 'chat-part', pattern: 'src/features/chat/*', capture: ['part'] },
        { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'src/(lib|components|config)' },
      ],
    },
    rules: {
      // Imports flow one way: shared -> features -> app; a feature does not reach into another.
      // What several features need (the signed-in session) lives in src/lib.
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'app', allow: ['app', 'feature', 'chat-part', 'chat-entry', 'chat-shared', 'shared'] },
            {
              from: 'feature',
              allow: [['feature', { feature: '${from.feature}' }], 'shared'],
            },
            // A chat part uses its own files, what the chat's parts share, and shared code; the layout,
            // which frames the others, uses their entries (index.ts: what each offers to the layout).
            {
              from: 'chat-part',
              allow: [['chat-part', { part: '${from.part}' }], 'chat-shared', 'shared'],
            },
            { from: [['chat-part', { part: 'layout' }]], allow: ['chat-entry'] },
            { from: 'chat-entry', allow: [['chat-part', { part: '${from.part}' }]] },
            { from: 'chat-shared', allow: ['chat-shared', 'shared'] },
            { from: 'shared', allow: ['shared'] },
            // Tests and stories reach what they exercise and the test support; the test support reaches
            // the code it stands in for or feeds. Nothing the app ships imports the test support.
            {
              from: ['test', 'story'],
              allow: ['app', 'feature', 'chat-part', 'chat-entry', 'chat-shared', 'shared', 'test-support'],
            },
            {
              from: 'test-support',
              allow: ['test-support', 'feature', 'chat-part', 'chat-entry', 'chat-shared', 'shared'],
            },
            {
              from: ['app', 'feature', 'chat-part', 'chat-entry', 'chat-shared', 'shared'],
              disallow: ['test-support'],
              message: 'src/test is for tests and stories only; app code must not import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // Presentational components: props in, events out. Data, routing and storage belong to containers.
    files: ['src/components/**/*.{ts,tsx}', 'src/features/**/components/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: 'Presentational components take routes as props; use a container.' },
            { name: '@/lib/storage', message: 'Presentational components do not read storage; use a container.' },
            { name: '@tanstack/react-query', message: 'Presentational components do not fetch; use a container.' },
          ],
          patterns: [
            { group: ['**/api/*', '@/lib/api/client'], message: 'Presentational components do not call the API.' },
          ],
        },
      ],
    },
  },
  // The project's own rules (./eslint/rules): each config object below turns on the ones it needs.
  { plugins: { local } },
  {
    // Screens hold which overlay is open through useOverlay. The kit's own popovers keep their state,
    // as do what opens in place rather than over the page: the room's find bar, a sidebar group.
    files: ['src/features/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.tsx',
      'src/features/chat/messages/containers/use-room-find.ts',
      'src/features/shell/components/menu-group.tsx',
    ],
    rules: { 'local/overlay-state-in-hook': 'error' },
  },
  {
    // Query keys only from each feature's key factory; tests and stories may seed a cache by hand.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: { 'local/query-key-from-factory': 'error' },
  },
  {
    // Icons are drawn only by the icon module; stories and tests have needed no <svg> of their own.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/components/icons/**'],
    rules: { 'local/no-inline-svg': 'error' },
  },
  {
    // Tones are the kit's: features pick one (Callout, Badge, tone.ts), never a tinted background.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/**', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: { 'local/tone-from-kit': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/session/role-policy.ts', 'src/**/*.test.{ts,tsx}', 'src/**/*.stories.tsx', 'src/test/**'],
    rules: { 'local/role-policy-only': 'error' },
  },
  {
    // Shared code reads only the kit's and the common texts; stories and tests may show a feature's.
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    ignores: ['**/*.stories.tsx', '**/*.test.{ts,tsx}'],
    rules: { 'local/kit-own-texts': 'error' },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'bench/**', 'scripts/**', 'e2e/**', '.storybook/**', '*.config.{ts,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['src/**/*.test.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['e2e/**/*.ts'],
    ...playwright.configs['flat/recommended'],
  },
  {
    files: ['**/*.stories.tsx', '**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
