import { describe, expect, it } from 'vitest'
import { nextUpdateState, type UpdateEvent, type UpdateState } from './update-state.ts'

describe('nextUpdateState', () => {
  it.each<[string, UpdateState, UpdateEvent, UpdateState]>([
    [
      'a waiting worker offers the update',
      'idle',
      { kind: 'waiting', dismissed: false, controlled: true },
      'available',
    ],
    [
      'a first worker waiting a moment before it activates is no update',
      'idle',
      { kind: 'waiting', dismissed: false, controlled: false },
      'idle',
    ],
    [
      'a waiting worker stays quiet once dismissed this session',
      'idle',
      { kind: 'waiting', dismissed: true, controlled: true },
      'idle',
    ],
    [
      'an installed update offers the update',
      'idle',
      { kind: 'installed', isUpdate: true, dismissed: false },
      'available',
    ],
    ['the very first install offers nothing', 'idle', { kind: 'installed', isUpdate: false, dismissed: false }, 'idle'],
    [
      'an installed update stays quiet once dismissed',
      'idle',
      { kind: 'installed', isUpdate: true, dismissed: true },
      'idle',
    ],
    [
      'a second waiting event while updating changes nothing',
      'updating',
      { kind: 'waiting', dismissed: false, controlled: true },
      'updating',
    ],
    ['Update Now starts updating', 'available', { kind: 'apply' }, 'updating'],
    ['Update Now without an offer does nothing', 'idle', { kind: 'apply' }, 'idle'],
    ['Dismiss hides the card', 'available', { kind: 'dismiss' }, 'idle'],
    ['Dismiss cannot stop an update under way', 'updating', { kind: 'dismiss' }, 'updating'],
    ['the new worker in control finishes our update', 'updating', { kind: 'controlling' }, 'updated'],
    ['the first worker claiming a fresh page is no update', 'idle', { kind: 'controlling' }, 'idle'],
    ['a worker taking control is no reason to reload by itself', 'available', { kind: 'controlling' }, 'available'],
    [
      'UPDATE_READY of a new build finishes our update',
      'updating',
      { kind: 'update-ready', isNewBuild: true },
      'updated',
    ],
    ["another tab's update takes over this page too", 'idle', { kind: 'update-ready', isNewBuild: true }, 'updated'],
    [
      "another tab's update takes over a page offering it too",
      'available',
      { kind: 'update-ready', isNewBuild: true },
      'updated',
    ],
    ["a worker of this page's own build needs no reload", 'idle', { kind: 'update-ready', isNewBuild: false }, 'idle'],
    [
      "an offer of this page's own build goes once that worker is in control",
      'available',
      { kind: 'update-ready', isNewBuild: false },
      'idle',
    ],
    [
      'an update the new worker is slow to take over reloads, so the old one lets go',
      'updating',
      { kind: 'takeover-overdue' },
      'updated',
    ],
    [
      'a late overdue check after the update is done changes nothing',
      'updated',
      { kind: 'takeover-overdue' },
      'updated',
    ],
    [
      'an overdue check never reloads a page that did not ask to update',
      'available',
      { kind: 'takeover-overdue' },
      'available',
    ],
    ['updated is final', 'updated', { kind: 'waiting', dismissed: false, controlled: true }, 'updated'],
  ])('%s', (_name, state, event, expected) => {
    expect(nextUpdateState(state, event)).toBe(expected)
  })
})
