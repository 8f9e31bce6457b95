// A paragraph's inline Markdown: emphasis by CommonMark's delimiter rules, code, links, escapes.
import { describe, expect, it } from 'vitest'
import { parseInlines } from './inlines.ts'
import type { Inline } from './tree.ts'

describe('parseInlines', () => {
  it.each<[string, string, Inline[]]>([
    ['strong', '**a**', [{ type: 'strong', children: ['a'] }]],
    [
      'emphasis inside strong',
      '**a *b* c**',
      [{ type: 'strong', children: ['a ', { type: 'emphasis', children: ['b'] }, ' c'] }],
    ],
    ['no emphasis inside a word with _', 'snake_case_name', ['snake_case_name']],
    [
      'emphasis inside a word with *',
      'un*frigging*believable',
      ['un', { type: 'emphasis', children: ['frigging'] }, 'believable'],
    ],
    ['a lone asterisk as text', '2 * 3', ['2 * 3']],
    ['an unclosed run as text', '**open', ['**open']],
    ['escaped asterisks as text', '\\*a\\*', ['*a*']],
    ['a code span, emphasis not read in it', '`*a*`', [{ type: 'code', value: '*a*' }]],
    [
      'a link with its title',
      '[a](https://x.org "T")',
      [{ type: 'link', href: 'https://x.org', title: 'T', children: ['a'] }],
    ],
    ['a javascript: link, blanked', '[a](javascript:alert(1))', [{ type: 'link', href: '', children: ['a'] }]],
    ['an autolink', '<https://x.org>', [{ type: 'link', href: 'https://x.org', children: ['https://x.org'] }]],
    [
      "another site's image, its address kept for the renderer to refuse",
      'a ![b *c*](https://x.org/c.png) d',
      ['a ', { type: 'image', src: 'https://x.org/c.png', alt: 'b c' }, ' d'],
    ],
    [
      "this site's picture",
      '![The gate](/api/media/images/g.jpg)',
      [{ type: 'image', src: '/api/media/images/g.jpg', alt: 'The gate' }],
    ],
    ['a soft line break', 'a\n  b', ['a\nb']],
    ['a hard line break', 'a  \nb', ['a', { type: 'break' }, '\nb']],
    ['character references', '&amp; &#35; &#x41; &nope;', ['& # A &nope;']],
  ])('reads %s', (_name, text, inlines) => {
    expect(parseInlines(text)).toEqual(inlines)
  })

  it('nests emphasis a hundred deep at most, showing the marks of deeper ones as text', () => {
    let children = parseInlines(`${'*a '.repeat(101)}b${' a*'.repeat(101)}`)
    let depth = 0
    while (children.length === 1 && typeof children[0] !== 'string' && children[0]!.type === 'emphasis') {
      depth++
      children = children[0]!.children
      if (children.length === 3) children = [children[1]!]
    }
    expect(depth).toBe(100)
    expect(children).toEqual(['a *a b a* a'])
  })
})
