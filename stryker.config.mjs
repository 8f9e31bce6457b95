// `npm run test:mutation` (not in CI: it runs each rule's tests hundreds of times): StrykerJS
// changes each rule's code one small way at a time (a < for a <=, a branch dropped, a string
// emptied) and counts the changes its own tests notice; a change no test notices is a rule nobody
// pins. Each rule is measured with its own tests, the file beside it (vitest.mutation.config.mjs).
export const MUTATED = [
  'db/outbox/outbox-resources.ts',
  'story-text/markdown/safe-url.ts',
  'api/services/music/audio-duration.ts',
  'story-text/webvtt.ts',
  'app/player/read-along.ts',
  'contract/music-rules.ts',
  'contract/story-rules.ts',
]

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.mjs', related: false },
  mutate: MUTATED,
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'test-results/mutation/report.json' },
  concurrency: 2,
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: '.stryker-tmp',
  ignorePatterns: ['dist', 'dist-server', 'data', 'test-results', 'coverage', 'e2e', 'bench'],
}
