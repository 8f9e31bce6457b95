import { describe, expect, it } from 'vitest'
import { storyFileKind } from './story-file-kind.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('storyFileKind', () => {
  it.each([
    ['story.txt', 'Once', 'text'],
    ['story.md', '# Ch', 'text'],
    ['Story.DOCX', 'PK\x03\x04', 'docx'],
    ['story.docx', 'Once', 'docx'],
    ['story.pdf', 'Once', 'pdf'],
    ['story.txt', '%PDF', 'pdf'],
    ['story.docx', '%PDF', 'pdf'],
    ['story.rtf', '{\\rt', 'other'],
    ['story.doc', '\xd0\xcf', 'other'],
    ['story', 'Once', 'other'],
    ['.md', '# Ch', 'other'],
    ['empty.txt', '', 'text'],
  ])('%s starting %j is %s', (name, head, kind) => {
    expect(storyFileKind(name, bytes(head))).toBe(kind)
  })
})
