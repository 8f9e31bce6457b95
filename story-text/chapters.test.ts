import { describe, expect, it } from 'vitest'
import { chapterHeading, chapterLabel, splitChapters } from './chapters.ts'

describe('chapterHeading', () => {
  it.each([
    ['Chapter 1: First Watch', 'Chapter 1: First Watch'],
    ['**Chapter 2: The Oath**', 'Chapter 2: The Oath'],
    ['  **Chapter 3:   Far Side**  ', 'Chapter 3: Far Side'],
    ['**Chapter 4:** Split Bold', 'Chapter 4: Split Bold'],
    ['## Chapter 5: As a Heading', 'Chapter 5: As a Heading'],
    ['chapter 06: lower case', 'Chapter 6: lower case'],
    ['Chapter 7:', null],
    ['Chapter Seven: words', null],
    ['Chapter 8 without a colon', null],
    ['She read Chapter 9: twice.', null],
    ['*Chapter 10: italic*', null],
  ])('%j → %j', (line, expected) => {
    expect(chapterHeading(line)).toBe(expected)
  })
})

describe('splitChapters', () => {
  it('splits on headings and keeps each chapter body without its heading line', () => {
    const chapters = splitChapters(
      '**Chapter 1: One**\n\nFirst text.\n\n**Chapter 2: Two**\n\nSecond *text*.\n\n***\n\nMore.',
    )
    expect(chapters).toEqual([
      { heading: 'Chapter 1: One', body: 'First text.' },
      { heading: 'Chapter 2: Two', body: 'Second *text*.\n\n***\n\nMore.' },
    ])
  })

  it.each([
    [
      'plain text',
      'Once upon a time.\n\nThe end.',
      [{ heading: 'Complete Story', body: 'Once upon a time.\n\nThe end.' }],
    ],
    ['only whitespace', '  \n\n ', []],
    ['empty', '', []],
    [
      'windows line endings',
      'Chapter 1: A\r\nText\r\nChapter 2: B\r\nMore',
      [
        { heading: 'Chapter 1: A', body: 'Text' },
        { heading: 'Chapter 2: B', body: 'More' },
      ],
    ],
    [
      'an opening before the first heading',
      'A prologue.\n\nChapter 1: Start\n\nBody.',
      [
        { heading: null, body: 'A prologue.' },
        { heading: 'Chapter 1: Start', body: 'Body.' },
      ],
    ],
    [
      'blank lines before the first heading',
      '\n\n  \n**Chapter 1: Start**\nBody.',
      [{ heading: 'Chapter 1: Start', body: 'Body.' }],
    ],
    [
      'an empty chapter',
      'Chapter 1: Empty\nChapter 2: Full\nText',
      [
        { heading: 'Chapter 1: Empty', body: '' },
        { heading: 'Chapter 2: Full', body: 'Text' },
      ],
    ],
  ])('%s', (_name, content, expected) => {
    expect(splitChapters(content)).toEqual(expected)
  })

  it('names the untitled opening in the menu', () => {
    expect(splitChapters('Intro\nChapter 1: X\nY').map(chapterLabel)).toEqual(['Opening', 'Chapter 1: X'])
  })
})
