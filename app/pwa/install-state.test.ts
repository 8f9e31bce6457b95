import { describe, expect, it } from 'vitest'
import { shouldOfferInstall } from './install-state.ts'

describe('shouldOfferInstall', () => {
  it.each([
    ['a browser tab that never dismissed it', { dismissed: false, installed: false, standalone: false }, true],
    ['after Dismiss (permanent)', { dismissed: true, installed: false, standalone: false }, false],
    ['after appinstalled', { dismissed: false, installed: true, standalone: false }, false],
    ['inside the installed app (standalone)', { dismissed: false, installed: false, standalone: true }, false],
  ])('%s', (_name, input, expected) => {
    expect(shouldOfferInstall(input)).toBe(expected)
  })
})
