// Markdown samples for the story renderer's tests: the constructs stories use (and their edge
// cases), and seeded random texts made of Markdown's pieces, which story-text.test.ts renders both
// with our reader (story-text/markdown/) and with react-markdown, expecting the same page.

/** Not covered, on purpose: raw HTML blocks, which show as text (commonmark.test.ts checks how). */
export const SAMPLES: string[] = [
  "**strong words**", "*quiet words*", "_under_", "__strong__", "***both***", "**bold *nested* bold**",
  "*a **b** c*", "foo*bar*baz", "foo_bar_baz", "snake_case_word", "2 * 3 * 4", "a * b", "**unclosed",
  "*unclosed", "**Chapter 1:** Title", "\"*quoted*\"", "*\"quoted\"*", "**\"Hi,\" she said.**",
  "*foo**bar**baz*", "*foo**bar*", "**foo*bar*baz**", "foo***bar***baz", "*(*foo*)*", "_(_foo_)_",
  "__foo, __bar__, baz__", "*foo *bar**", "**foo bar **", "** foo bar**", "a*\"foo\"*", "5*6*78",
  "пристаням_стремятся_", "*$*alpha.\n\n*£*bravo.", "foo-_(bar)_", "_foo_bar_baz_", "*foo*bar", "**foo**bar",
  "# Part One", "## Two", "### Three", "#### Four", "##### Five", "###### Six", "####### Seven", "#5 bolt",
  "#hashtag", "# Title #", "# Title#", "#", "# *em* heading", "Heading\n===", "Heading\n=== ", "Heading\n-",
  "Para\n# interrupt", "One.\n\n***\n\nTwo.", "One.\n\n* * *\n\nTwo.", "One.\n---\nTwo.", "One.\n___\nTwo.",
  "***", "- - -", "_ _ _", "--", "**", "Line one\nLine two", "Line one  \nLine two", "Line one\\\nLine two",
  "Line one   \n   Line two", "trailing  ", "end\\", "> quoted", "> quoted\ncontinued", "> a\n>\n> b",
  "> # heading in quote", "> - item", ">> nested", "> a\n\nb", "- one\n- two", "- one\n\n- two", "* a\n* b",
  "+ a\n+ b", "- a\n+ b", "1. one\n2. two", "3. three\n4. four", "1) a\n2) b", "1. a\n1) b",
  "- a\n  - b\n  - c\n- d", "- a\n\n  more\n- b", "- a\nlazy", "- a\n\n\n- b", "-\n  foo", "-\n\n  foo",
  "- ", "-", "Para\n- item", "Para\n2. item", "Para\n1. item", "- a\n  > q", "1. a\n\n   b\n2. c",
  "- item\n\n      code", "-     code item", "- a\n - b\n  - c\n   - d", "10. ten\n11. eleven",
  "```\ncode *not em*\n```", "```js\nlet x = 1\n```", "~~~\ntilde\n~~~", "```\nunclosed",
  "    indented code", "    code\n\n    more", "Para\n    not code", "\tTabbed paragraph", "\tTab\n\n\tTab2",
  "`code`", "``code with ` tick``", "` a `", "`  `", "`unclosed", "a `b\nc` d", "`*not em*`",
  "[map](https://example.com/map)", "[map](https://example.com/map \"Title\")",
  "[click](javascript:alert(1))", "[a](<b c>)", "[a]()", "[a](b(c)d)", "[a](b c)", "[a] (b)",
  "[*em* link](x)", "[a [b] c](x)", "[a](x)[b](y)", "[[a](x)](y)", "[a](https://ex.com/ü ö)",
  "[a](https://ex.com/%20x)", "[a](mailto:a@b.c)", "[a](ftp://x)", "[a](/rel/path)", "[a](#frag)",
  "[a](?q=1)", "[not a link]", "[a](\\(x\\))", "[a](x &amp; y)", "[a](x&amp;y)", "<https://example.com>",
  "<javascript:alert(1)>", "<me@example.com>", "<b>bold</b>", "a < b > c",
  "Before ![alt](https://example.com/x.png) after", "![only](x.png)", "[![img](x.png)](y)", "!not image",
  "![broken", "&amp; &lt; &gt; &quot;", "&copy; &mdash; &hellip;", "&#35; &#x22; &#0;", "&unknownentity;",
  "&", "AT&T", "\\*not em\\*", "\\# not heading", "\\- not list", "1\\. not list", "\\\\ backslash",
  "\\a not escape", "\\[not link\\]", "Hello <b onclick=\"x()\">there</b>", "Curly “quotes” and ‘single’",
  "Emoji 😀 *em* 😀", "😀*em*😀", "*😀*", "**😀**x", "a  \nb  \nc", "line\n\n\n\nfar", "  leading spaces",
  "   # three-space heading", "    # four-space code", "- [ ] task", "~~strike~~",
  "| a | b |\n|---|---|\n| 1 | 2 |", "www.example.com", "https://example.com", "***bold italic*** text",
  "*italic **bold** italic*", "**bold _italic_ bold**", "_a *b_ c*", "*a _b* c_",
  "It's *the* \"end\"—or *is* it?", "He said: **\"No.\"**", "*—*", "**word**.", "(*x*)", "*x*:",
  "Chapter text\n\n> \"A quote,\" she said.\n\n— Someone", "1. First\n2. Second\n   - nested\n3. Third",
  "| Ship | Crew |\n| :-- | --: |\n| *Vessa* | 12 |", "| a |\n|---|\n| 1 | 2 |", "a | b\n--|--\nc | d\ne",
  "|a|b|\n|-|-|", "| a | b |\n| - |", "a\n---|", "| a \\| b |\n|---|\n| `c \\| d` |", "|x|\n|:-:|\n> quote",
  "Above\n\n| Top left | Top right |\n| --- | --- |\n| Bottom left | Bottom right |\n\nBelow", "![x](/api/media/images/a.jpg)",
  "- a\n- b\n\n- c", "-\tItem one\n-\tItem two", ">\tQuoted", "\tIndented para\n\tnext", "- a\n\t- nested", ">\t\tfoo",
  "[the map][m]\n\n[m]: https://example.com/map \"Map\"", "[m]\n\n[M]: /read/abc", "[m][]\n\n[m]:\n  /read/abc\n  'T'",
  "[undefined][nope]", "[a](/x 'title') and ![p](/api/media/images/p.jpg (t))", "> [q]\n\n[q]: /quoted", "[x]: /only-a-definition",
  "&frac34; &hearts; &notit; &ngE;", "``` js extra\ncode\n```", "~~~ a`b\ncode\n~~~", "``` a`b\n```", "0. zero\n1. one", "007. bond",
  "- a\n\n  b\n- c", "* a\n*\n\n* c", "a | b\n- | -", "- [a]: /u\n[a] lazy", "1. a\n\n\n2. b", "a\n***\nb", "> a\n---", "Foo\n    ---", "`` `a` ``", "<a+b+c:d>",
]

const BLOCK_PIECES = ['- ', '* ', '1. ', '2) ', '> ', '# ', '## ', 'a', 'b c', '\n', '\n\n', '  ', '    ', '---', '***', '===',
  '```', '**b**', '*i*', '`c`', '[l](x)', 'text', '&amp;', ' | ', '|', '|---|', '--|', ':-:', '\\|', '![p](/p.jpg)', 'a | b\n--|--\n', '\n|x|\n|-|\n',
  '[l]', '[l][]', '\n[l]: /u "t"\n', '3. ']
const INLINE_PIECES = ['*', '**', '_', '__', '***', ' ', 'a', 'b', '.', ',', '!', '"', '(', ')', '[', '](x)', '](http://a.b "t")',
  '](javascript:x)', '`', '``', '\\', '&amp;', '&#35;', '&foo;', '<http://a>', '<a@b.c>', '\n', '😀', '—', '’', '-', ':', 'é', '![i](y)']

/** `count` texts of up to `length` pieces, the same ones for the same seed. */
export function generatedSamples(kind: 'blocks' | 'inlines', seed: number, count: number, length = 25): string[] {
  const pieces = kind === 'blocks' ? BLOCK_PIECES : INLINE_PIECES
  let state = seed
  const next = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648
    // The high bits: an LCG's low bits repeat with a short period.
    return (state >>> 16) % n
  }
  return Array.from({ length: count }, () => Array.from({ length: 1 + next(length) }, () => pieces[next(pieces.length)]).join(''))
    // Raw HTML blocks are not ours to match (they show as text either way).
    .filter((text) => !/(^|\n)\s*</.test(text))
}
