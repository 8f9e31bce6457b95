// HTML normalised as the CommonMark spec's test runner compares it: attributes in order, the
// self-closing slash off, character references decoded (then &, <, > and " written one way),
// whitespace collapsed outside <pre>, and none beside a block-level tag.
import { decodeHTML } from 'entities/decode'

const BLOCK_TAGS = new Set([
  'blockquote',
  'hr',
  'li',
  'ol',
  'ul',
  'p',
  'pre',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'div',
])
const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
const escape = (text: string) => decodeHTML(text).replace(/[&<>"]/g, (char) => ESCAPES[char]!)

interface Token {
  tag?: string
  isBlock?: boolean
  text: string
}

function tagToken(raw: string): Token {
  const match = /^<(\/?)([A-Za-z0-9]+)([\s\S]*?)\/?>$/.exec(raw)
  if (!match) return { text: escape(raw) }
  const [, slash = '', name = '', rest = ''] = match
  const attributes = [...rest.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)]
    .map(([, key, value]) => (value === undefined ? key! : `${key}="${escape(value)}"`))
    .sort()
  const tag = name.toLowerCase()
  return { tag, isBlock: BLOCK_TAGS.has(tag), text: `<${slash}${tag}${attributes.map((a) => ` ${a}`).join('')}>` }
}

export function normalizeHtml(html: string): string {
  const tokens = [...html.matchAll(/<[^>]*>|[^<]+/g)].map(([raw]) =>
    raw.startsWith('<') ? tagToken(raw) : { text: escape(raw) },
  )
  let inPre = 0
  return tokens
    .map((token, i) => {
      if (token.tag === 'pre') inPre += token.text.startsWith('</') ? -1 : 1
      if (token.tag !== undefined || inPre > 0) return token.text
      let text = token.text.replace(/[ \t\n\r\f]+/g, ' ')
      if (i === 0 || tokens[i - 1]!.isBlock) text = text.replace(/^ /, '')
      if (i === tokens.length - 1 || tokens[i + 1]!.isBlock) text = text.replace(/ $/, '')
      return text
    })
    .join('')
}
