// Mentions on the demo's first story, with aliases, the first mention per chapter, and the spoiler
// rule across a series and beyond it.
import { describe, expect, it } from 'vitest'
import type { Character } from '../../contract/character.ts'
import { findMentions, isAtOrAfter, linkableIn } from './mentions.ts'
import { mentionParagraphs, RUN_BREAK } from './paragraph-text.ts'
import { splitChapters } from '../../story-text/chapters.ts'

const character = (
  id: string,
  name: string,
  aliases: string[] = [],
  firstStoryId: string | null = null,
): Character => ({
  id,
  name,
  bio: '',
  image_url: null,
  faction: null,
  role: null,
  aliases,
  firstStoryId,
  createdAt: '2026-01-01T00:00:00.000Z',
})
const ilen = character('ilen', 'Ilen Marr', ['Ilen', 'the young knight'])
const gate = character('gate', 'Gate of Vessa', ['the gate'])
const curve = character('curve', 'Curve')

const CHAPTERS = [
  [
    'Ilen Marr had been told that the gate of Vessa never spoke.',
    'The gate hummed. At the third hour of her first watch the gate said her name.',
    '"Ilen," it said again. "You are late."',
  ],
  [
    'She did not run. Ilen wrote it down: the gate had a voice.',
    'It showed her a star burning on the far side of the Curve, which curves.',
  ],
]

describe('findMentions', () => {
  it('links the first mention of each character in each chapter, by name or alias, the longer name first', () => {
    const mentions = findMentions(CHAPTERS, [ilen, gate, curve])
    const said = mentions.map((m) => [
      m.chapter,
      m.paragraph,
      CHAPTERS[m.chapter]![m.paragraph]!.slice(m.start, m.end),
      m.characterId,
    ])
    expect(said).toEqual([
      [0, 0, 'Ilen Marr', 'ilen'],
      // The alias, as written: "the gate of Vessa" holds it, not the name "Gate of Vessa".
      [0, 0, 'the gate', 'gate'],
      [1, 0, 'Ilen', 'ilen'],
      [1, 0, 'the gate', 'gate'],
      [1, 1, 'Curve', 'curve'],
    ])
  })

  it('matches whole names only', () => {
    expect(findMentions([['Ilena and Curves met Curveball.']], [ilen, curve])).toEqual([])
  })

  it('finds nothing without characters', () => {
    expect(findMentions(CHAPTERS, [])).toEqual([])
  })
})

describe('mentionParagraphs', () => {
  const text = [
    '**Chapter 1: Ilen Marr**',
    '',
    'She said **Ilen** twice, then Ilen *Marr* once.',
    '',
    '> A quote is no paragraph of the chapter: Ilen.',
    '',
    'A [link about Ilen Marr](https://example.com) and `Ilen` in code stay as they are; Ilen Marr does not.',
  ].join('\n')

  it('reads the top-level paragraphs as runs of plain text, apart where the marks divide them', () => {
    expect(mentionParagraphs(splitChapters(text))).toEqual([
      [
        ['She said ', 'Ilen', ' twice, then Ilen ', 'Marr', ' once.'].join(RUN_BREAK),
        ['A ', ' and ', ' in code stay as they are; Ilen Marr does not.'].join(RUN_BREAK),
      ],
    ])
  })

  it('finds a name inside a mark but never across two runs, a link or code', () => {
    const paragraphs = mentionParagraphs(splitChapters(text))
    const said = findMentions(paragraphs, [ilen]).map((m) => paragraphs[m.chapter]![m.paragraph]!.slice(m.start, m.end))
    expect(said).toEqual(['Ilen']) // the bold one: first in the chapter
    // Alone in a chapter, the last paragraph's only mention is the one in its plain text.
    const last = paragraphs[0]![1]!
    expect(findMentions([[last]], [ilen]).map((m) => [m.start, last.slice(m.start, m.end)])).toEqual([
      [last.lastIndexOf('Ilen Marr'), 'Ilen Marr'],
    ])
  })
})

describe('the spoiler rule', () => {
  const series = (id: string, season: number, episode: number, createdAt: string) => ({
    id,
    seriesId: 'saga',
    seasonNumber: season,
    episodeNumber: episode,
    createdAt,
  })
  const s1e1 = series('s1e1', 1, 1, '2026-03-01T00:00:00.000Z')
  const s1e2 = series('s1e2', 1, 2, '2026-01-01T00:00:00.000Z') // published before e1, read after it
  const s2e1 = series('s2e1', 2, 1, '2026-02-01T00:00:00.000Z')
  const standalone = (id: string, createdAt: string) => ({
    id,
    seriesId: null,
    seasonNumber: null,
    episodeNumber: null,
    createdAt,
  })
  const earlier = standalone('earlier', '2026-02-15T00:00:00.000Z')
  const later = standalone('later', '2026-04-01T00:00:00.000Z')
  const stories = new Map([s1e1, s1e2, s2e1, earlier, later].map((story) => [story.id, story]))
  const debut = character('debut', 'Orla', [], 's1e2')

  it('orders a series by season and episode, and anything else by publication date', () => {
    expect(isAtOrAfter(s1e2, s1e1)).toBe(true)
    expect(isAtOrAfter(s1e1, s1e2)).toBe(false)
    expect(isAtOrAfter(s2e1, s1e2)).toBe(true)
    expect(isAtOrAfter(later, s1e1)).toBe(true)
    expect(isAtOrAfter(earlier, s1e1)).toBe(false)
  })

  it.each([
    ['its first story', true, s1e2],
    ['a later episode', true, s2e1],
    ['an episode before it, though published after it', false, s1e1],
    ['a standalone story published later', true, later],
    ['a standalone story published before it', false, standalone('before', '2025-12-01T00:00:00.000Z')],
  ])('a character first seen in S1E2, in %s, links: %s', (_label, links, story) => {
    expect(linkableIn(story, [debut, ilen], stories).map((c) => c.id)).toEqual(links ? ['debut', 'ilen'] : ['ilen'])
  })

  it('a character whose first story this device does not know links nowhere', () => {
    expect(linkableIn(later, [character('ghost', 'Vey', [], 'gone')], stories)).toEqual([])
  })
})
