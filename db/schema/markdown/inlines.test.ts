// A paragraph's inline Markdown: emphasis by CommonMark's delimiter rules, code, links, escapes.
import { describe, expect, it } from 'vitest'
import { parseInlines, type Inline } from './inlines.ts'

describe('parseInlines', () => {
  it.each<[string, string, Inline[]]>([
    ['strong', '**a**', [{ type: 'strong', children: ['a'] }]],
    ['emphasis inside strong', '**a *b* c**', [{ type: 'strong', children: ['a ', { type: 'emphasis', children: ['b'] }, ' c'] }]],
    ['no emphasis inside a word with _', 'snake_case_name', ['snake_case_name']],
    ['emphasis inside a word with *', 'un*frigging*believable', ['un', { type: 'emphasis', children: ['frigging'] }, 'believable']],
    ['a lone asterisk as text', '2 * 3', ['2 * 3']],
    ['an unclosed run as text', '**open', ['**open']],
    ['escaped asterisks as text', '\\*a\\*', ['*a*']],
    ['a code span, emphasis not read in it', '`*a*`', [{ type: 'code', value: '*a*' }]],
    ['a link', '[a](https://x.org "T")', [{ type: 'link', href: 'https://x.org', children: ['a'] }]],
    ['a javascript: link, blanked', '[a](javascript:alert(1))', [{ type: 'link', href: '', children: ['a'] }]],
    ['an autolink', '<https://x.org>', [{ type: 'link', href: 'https://x.org', children: ['https://x.org'] }]],
    ["another site's image, its description only", 'a ![b *c*](https://x.org/c.png) d', ['a ', { type: 'image', src: '', alt: 'b c' }, ' d']],
    ["a relative image, its description only", 'a ![b](c.png) d', ['a ', { type: 'image', src: '', alt: 'b' }, ' d']],
    ["this site's picture", '![The gate](/api/media/images/g.jpg)', [{ type: 'image', src: '/api/media/images/g.jpg', alt: 'The gate' }]],
    ['a soft line break', 'a\n  b', ['a\nb']],
    ['a hard line break', 'a  \nb', ['a', { type: 'break' }, '\nb']],
    ['character references', '&amp; &#35; &#x41; &nope;', ['& # A &nope;']],
  ])('reads %s', (_name, text, inlines) => {
    expect(parseInlines(text)).toEqual(inlines)
  })
})
