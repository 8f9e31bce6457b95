// What a device voice reads of a story: the reader's numbered paragraphs, every word they show,
// each chapter's heading before its first.
import { describe, expect, it } from 'vitest'
import { splitChapters } from '../../story-text/chapters.ts'
import { voiceParagraphs } from './paragraph-text.ts'

describe('voiceParagraphs', () => {
  it('reads each top-level paragraph with its place, the words of marks, links and code, and the heading first', () => {
    const text = [
      'Before any chapter, **bold** and *soft*.',
      '',
      '**Chapter 1: The Gate**',
      '',
      'She read [the log](https://example.com) and `line 4`,',
      'then slept.',
      '',
      '> A quote is not one of the numbered paragraphs.',
      '',
      '***',
      '',
      'After the break.',
    ].join('\n')
    expect(voiceParagraphs(splitChapters(text))).toEqual([
      { id: 'c1-p1', chapter: 1, text: 'Before any chapter, bold and soft.' },
      { id: 'c2-p1', chapter: 2, text: 'Chapter 1: The Gate. She read the log and line 4, then slept.' },
      { id: 'c2-p2', chapter: 2, text: 'After the break.' },
    ])
  })
})
