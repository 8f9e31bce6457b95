// The tests StrykerJS runs against its mutants (stryker.config.mjs): each rule's own tests, the
// file beside it, in Node, without the app's build plugins.
import { defineConfig } from 'vitest/config'
import { MUTATED } from './stryker.config.mjs'

export default defineConfig({
  test: {
    root: '.',
    environment: 'node',
    include: MUTATED.map((module) => module.replace(/\.ts$/, '.test.ts')),
    testTimeout: 30_000,
  },
})
