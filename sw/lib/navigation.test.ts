import { describe, expect, it } from 'vitest'
import { isShellNavigation } from './navigation.ts'

describe('isShellNavigation', () => {
  it.each([
    ['/', true],
    ['/library', true],
    ['/favourites', true],
    ['/read/6f1c1b7e-1f0a-4a43-9d55-0c2f3b1e9a10', true],
    ['/library?q=chapter.one', true],
    ['/search?q=a/b.c', true],
    ['/api', false],
    ['/api/stories', false],
    ['/api?x=1', false],
    ['/api/backups/infinaeon-backup-20261205T143000.123Z.tar', false],
    ['/assets/index-abc123.js', false],
    ['/manifest.webmanifest', false],
    ['/icons/icon-192.png?v=2', false],
    ['/apiary', true],
  ])('%s → %s', (path, expected) => {
    expect(isShellNavigation(path)).toBe(expected)
  })
})
