// Lint: typescript-eslint's recommended rules plus the one-way import rule: app, sw → contract,
// story-text, page, client, db/local, db/outbox; api → contract, story-text, page, db/server;
// client → contract; the shared rooms (contract, story-text, page) import only each other; nothing
// imports app/ or sw/.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'

const forbid = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
})

const SERVER = [['**/api/**', '**/db/server/**'], 'The browser code never imports server code (api/, db/server/).']
const BROWSER = [['**/app/**', '**/sw/**'], 'Nothing imports app/ or sw/.']
const LOCAL_DB = [
  ['**/db/local/**', '**/db/outbox/**'],
  'The server never imports the browser database (db/local/) or its outbox (db/outbox/).',
]
const CLIENT = [
  ['**/client/**'],
  'Only the browser side (app/, sw/, db/outbox/) calls the API through its client (client/).',
]

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-server/',
      'node_modules/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.stryker-tmp/',
      'app/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Prettier keeps code within 120 characters; comments too. A string, a template or a regular
      // expression (words a person reads, test data, a URL) is kept whole rather than cut.
      'max-len': [
        'error',
        { code: 120, ignoreUrls: true, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true },
      ],
    },
  },
  { files: ['app/**/*.{ts,tsx}', 'sw/**/*.ts'], rules: forbid(SERVER, BROWSER) },
  { files: ['api/**/*.ts', 'db/server/**/*.ts'], rules: forbid(BROWSER, LOCAL_DB, CLIENT) },
  {
    files: ['contract/**/*.ts', 'story-text/**/*.ts', 'page/**/*.ts'],
    rules: forbid(SERVER, BROWSER, LOCAL_DB, CLIENT),
  },
  { files: ['db/local/**/*.ts', 'db/outbox/**/*.ts'], rules: forbid(SERVER, BROWSER) },
  { files: ['client/**/*.ts'], rules: forbid(SERVER, BROWSER, LOCAL_DB) },
  // Tests of app code may start the real server (no mocks), so they may import api/ test helpers;
  // the worker's tests also queue writes as the app does, to deliver them as the worker does.
  {
    files: ['app/**/*.test.{ts,tsx}', 'app/testing/**', 'client/**/*.test.ts', 'sw/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  { files: ['db/server/migrations/**/*.ts'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // The plain-JavaScript start script runs in Node.
  { files: ['**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // The plain-JavaScript worker of e2e/engines/worker-end.engine.ts runs in a browser's worker.
  {
    files: ['e2e/engines/worker-end/*.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        location: 'readonly',
        indexedDB: 'readonly',
        postMessage: 'readonly',
        URL: 'readonly',
        Worker: 'readonly',
      },
    },
  },
)
