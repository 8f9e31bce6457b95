import { describe, expect, it } from 'vitest'
import { filterNotes } from './notes-search.ts'

const NOTES = [
  { quote: 'The gate hummed.', note: 'First sign it is alive', title: 'The Gatekeeper of Véssa' },
  { quote: 'a bell began to ring on its own', note: '', title: 'The Gatekeeper of Véssa' },
  { quote: 'Salt on the wind', note: 'Compare with the bell in chapter 2', title: 'Salt and Starlight' },
]
const quotes = (query: string) => filterNotes(NOTES, query).map((note) => note.quote)

describe('filterNotes', () => {
  it.each([
    ['nothing', '', NOTES.map((note) => note.quote)],
    ['only spaces', '   ', NOTES.map((note) => note.quote)],
    ['words of a quote', 'gate hummed', ['The gate hummed.']],
    ['words of a note', 'alive', ['The gate hummed.']],
    ['a story title', 'starlight', ['Salt on the wind']],
    [
      'a word in a quote of one and the note of another',
      'bell',
      ['a bell began to ring on its own', 'Salt on the wind'],
    ],
    ['another case and no accents', 'VESSA', ['The gate hummed.', 'a bell began to ring on its own']],
    ['words from the quote and the title together', 'ring véssa', ['a bell began to ring on its own']],
    ['a word that is nowhere', 'dragon', []],
    ['one word there and one not', 'gate dragon', []],
  ])('finds by %s', (_, query, expected) => {
    expect(quotes(query)).toEqual(expected)
  })
})
