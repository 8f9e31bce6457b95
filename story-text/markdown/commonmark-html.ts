// The tree as CommonMark's own HTML, in its XHTML spelling (`<br />`), the way the spec writes its
// examples (commonmark.test.ts holds the reader to them) and the way a book's pages are written
// (api/services/epub/markdown-xhtml.ts, which says where links lead, which pictures show and at
// what level headings sit).
import type { Block, Inline, Table } from './tree.ts'

type Image = Extract<Inline, { type: 'image' }>

export interface HtmlChoices {
  /** Where a link leads, or null to show its words only. */
  linkTarget: (href: string) => string | null
  image: (node: Image) => string
  headingTag: (depth: number) => string
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }
export const escapeHtml = (text: string): string => text.replace(/[&<>"]/g, (char) => ESCAPES[char]!)

const attribute = (name: string, value: string | undefined) => (value ? ` ${name}="${escapeHtml(value)}"` : '')

const PLAIN: HtmlChoices = {
  linkTarget: (href) => href,
  image: (node) =>
    `<img src="${escapeHtml(node.src)}" alt="${escapeHtml(node.alt)}"${attribute('title', node.title)} />`,
  headingTag: (depth) => `h${depth}`,
}

export function renderHtml(blocks: readonly Block[], choices: Partial<HtmlChoices> = {}): string {
  const { linkTarget, image, headingTag } = { ...PLAIN, ...choices }
  let out = ''
  /** A line end, unless the output is at the start of a line already. */
  const cr = () => {
    if (out !== '' && !out.endsWith('\n')) out += '\n'
  }

  const inline = (node: Inline): string => {
    if (typeof node === 'string') return escapeHtml(node)
    switch (node.type) {
      case 'strong':
        return `<strong>${inlines(node.children)}</strong>`
      case 'emphasis':
        return `<em>${inlines(node.children)}</em>`
      case 'code':
        return `<code>${escapeHtml(node.value)}</code>`
      case 'break':
        return '<br />'
      case 'image':
        return image(node)
      case 'link': {
        const href = linkTarget(node.href)
        return href === null
          ? inlines(node.children)
          : `<a href="${escapeHtml(href)}"${attribute('title', node.title)}>${inlines(node.children)}</a>`
      }
    }
  }
  const inlines = (nodes: readonly Inline[]) => nodes.map(inline).join('')

  const table = (node: Table) => {
    const row = (tag: 'th' | 'td', cells: Inline[][]) =>
      `<tr>\n${cells.map((cell, i) => `<${tag}${node.align[i] ? ` style="text-align:${node.align[i]}"` : ''}>${inlines(cell)}</${tag}>\n`).join('')}</tr>\n`
    const body = node.rows.length > 0 ? `<tbody>\n${node.rows.map((cells) => row('td', cells)).join('')}</tbody>\n` : ''
    return `<table>\n<thead>\n${row('th', node.head)}</thead>\n${body}</table>`
  }

  /** In a tight list a paragraph shows its text alone. */
  const block = (node: Block, isTight = false): void => {
    if (node.type === 'paragraph' && isTight) {
      out += inlines(node.children)
      return
    }
    cr()
    switch (node.type) {
      case 'paragraph':
        out += `<p>${inlines(node.children)}</p>`
        break
      case 'heading': {
        const tag = headingTag(node.depth)
        out += `<${tag}>${inlines(node.children)}</${tag}>`
        break
      }
      case 'break':
        out += '<hr />'
        break
      case 'code':
        out += `<pre><code${attribute('class', node.language && `language-${node.language}`)}>${escapeHtml(node.text)}</code></pre>`
        break
      case 'table':
        out += table(node)
        break
      case 'quote':
        out += '<blockquote>\n'
        node.children.forEach((child) => block(child))
        cr()
        out += '</blockquote>'
        break
      case 'list': {
        const tag = node.ordered ? 'ol' : 'ul'
        out += `<${tag}${node.ordered && node.start !== 1 ? ` start="${node.start}"` : ''}>\n`
        for (const item of node.items) {
          cr()
          out += '<li>'
          item.forEach((child) => block(child, node.tight))
          out += '</li>\n'
        }
        out += `</${tag}>`
      }
    }
    out += '\n'
  }

  blocks.forEach((node) => block(node))
  return out
}
