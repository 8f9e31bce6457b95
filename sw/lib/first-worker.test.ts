import { describe, expect, it } from 'vitest'
import { activationPlan, installKind } from './first-worker.ts'

describe('installKind', () => {
  it.each([
    [false, 'first'],
    [true, 'update'],
  ])('an active worker at install: %s → %s', (hadActiveWorker, expected) => {
    expect(installKind(hadActiveWorker)).toBe(expected)
  })
})

describe('activationPlan', () => {
  it.each([
    [
      'the very first worker claims its pages and announces nothing',
      'first',
      { claimClients: true, announceUpdate: false },
    ],
    ['an update takes nothing over and tells its pages', 'update', { claimClients: false, announceUpdate: true }],
    [
      'a worker that forgot what it found behaves as an update',
      undefined,
      { claimClients: false, announceUpdate: true },
    ],
  ] as const)('%s', (_label, kind, expected) => {
    expect(activationPlan(kind)).toEqual(expected)
  })
})
