// The reader's first screen as HTML, drawn by the service worker for a launch into a story it kept
// no page of (sw/reader-launch.ts): the story's header, title and opening blocks from the device,
// in the reader's own markup (app/reader/: reader-header.tsx, reader-title.tsx,
// reader-chapters.tsx; app/reader/story-text.tsx), so the app's reader takes its place without
// anything moving. It is a drawing, not the reader: it floats over the app's page while the app
// starts, and the reader removes it once it shows the story (app/pwa/take-over-drawing.ts). Its tests
// hold it to React's own rendering of those components (reader-preview.test.ts).
import { decodeCommonNamedReferences } from '../../story-text/markdown/common-named-references.ts'
import { parseStory } from '../../story-text/markdown/parse-markdown.ts'
import { isOwnPicture, type Block, type Inline, type Table } from '../../story-text/markdown/tree.ts'
import { splitChapters } from '../../story-text/chapters.ts'
import { storySubtitle } from '../../story-text/story-subtitle.ts'
import type { StorySummary } from '../../contract/story.ts'
import { READER_PREVIEW_ELEMENT_ID } from '../../page/first-screen.ts'

// The worker cannot carry HTML's list of names: it knows the common ones (entities.ts).
decodeCommonNamedReferences()

/** Enough of the text for a desktop's first screen: the rest waits for the app's reader. */
const TEXT_HTML_LIMIT = 4_000

/** As React escapes text and attribute values. */
export const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!)

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escape(value!)}"`)
    .join('')
const element = (tag: string, values: Record<string, string | undefined>, children = '') =>
  `<${tag}${attributes(values)}>${children}</${tag}>`

// story-text.tsx
const HEADINGS: Array<[tag: string, className: string]> = [
  ['h3', 'mb-[0.6em] mt-[1.4em] text-[1.35em] font-bold'],
  ['h3', 'mb-[0.6em] mt-[1.4em] text-[1.25em] font-bold'],
  ['h4', 'mb-[0.5em] mt-[1.2em] text-[1.15em] font-bold'],
  ['h5', 'mb-[0.5em] mt-[1.2em] text-[1.05em] font-bold'],
  ['h6', 'mb-[0.5em] mt-[1em] font-bold'],
  ['h6', 'mb-[0.5em] mt-[1em] font-bold'],
]
const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const

function inline(node: Inline): string {
  if (typeof node === 'string') return escape(node)
  switch (node.type) {
    case 'strong':
      return `<strong>${node.children.map(inline).join('')}</strong>`
    case 'emphasis':
      return `<em>${node.children.map(inline).join('')}</em>`
    case 'code':
      return `<code>${escape(node.value)}</code>`
    case 'break':
      return '<br/>'
    case 'link':
      return node.href
        ? element(
            'a',
            {
              href: node.href,
              target: '_blank',
              rel: 'noopener noreferrer nofollow',
              class: 'underline underline-offset-2',
            },
            node.children.map(inline).join(''),
          )
        : `<span>${node.children.map(inline).join('')}</span>`
    case 'image':
      return isOwnPicture(node.src)
        ? `<img${attributes({ src: node.src, alt: node.alt, loading: 'lazy', decoding: 'async', class: 'mx-auto my-[0.5em] block h-auto max-w-full rounded' })}/>`
        : `<span>${escape(node.alt)}</span>`
  }
}

const inlines = (nodes: Inline[]) => nodes.map(inline).join('')

function table(node: Table): string {
  const cell = (tag: 'th' | 'td', content: Inline[], index: number) => {
    const align = node.align[index]
    return element(
      tag,
      { class: `border border-current/25 px-2 py-1 align-top ${align ? ALIGN[align] : 'text-left'}` },
      inlines(content),
    )
  }
  const head = `<thead><tr>${node.head.map((content, index) => cell('th', content, index)).join('')}</tr></thead>`
  const body =
    node.rows.length > 0
      ? `<tbody>${node.rows.map((row) => `<tr>${row.map((content, index) => cell('td', content, index)).join('')}</tr>`).join('')}</tbody>`
      : ''
  return element(
    'div',
    { role: 'region', 'aria-label': 'Table', tabindex: '0', class: 'mb-[1em] max-w-full overflow-x-auto' },
    `<table class="border-collapse text-[0.9em]">${head}${body}</table>`,
  )
}

function listItem(blocks: Block[], tight: boolean): string {
  let children = ''
  blocks.forEach((child, index) => {
    const isParagraph = child.type === 'paragraph'
    if (!tight || index > 0 || !isParagraph) children += '\n'
    children += tight && isParagraph ? inlines(child.children) : block(child)
  })
  if (blocks.length > 0 && (!tight || blocks[blocks.length - 1]!.type !== 'paragraph')) children += '\n'
  return `<li>${children}</li>`
}

function block(node: Block): string {
  switch (node.type) {
    case 'paragraph':
      return `<p class="mb-[1em]">${inlines(node.children)}</p>`
    case 'heading': {
      const [tag, className] = HEADINGS[node.depth - 1]!
      return element(tag, { class: className }, inlines(node.children))
    }
    case 'break':
      return '<div role="separator" class="my-[1.6em] select-none text-center tracking-[0.8em] opacity-60"><span aria-hidden="true">✦✦✦</span></div>'
    case 'quote':
      return `<blockquote class="mb-[1em] border-l-4 border-current/25 pl-4 italic">${node.children.map(block).join('')}</blockquote>`
    case 'list': {
      const items = node.items.map((item) => listItem(item, node.tight)).join('')
      return node.ordered
        ? element(
            'ol',
            { start: node.start === 1 ? undefined : String(node.start), class: 'mb-[1em] list-decimal pl-6' },
            items,
          )
        : `<ul class="mb-[1em] list-disc pl-6">${items}</ul>`
    }
    case 'code':
      return `<pre class="mb-[1em] whitespace-pre-wrap font-mono text-[0.9em]">${element('code', { class: node.language ? `language-${node.language}` : undefined }, escape(node.text))}</pre>`
    case 'table':
      return table(node)
  }
}

/** The inlines with their text cut after `budget.left` characters, at the end of a word. */
function cutInlines(nodes: Inline[], budget: { left: number }): Inline[] {
  const kept: Inline[] = []
  for (const node of nodes) {
    if (budget.left <= 0) break
    if (typeof node !== 'string') {
      kept.push('children' in node ? { ...node, children: cutInlines(node.children, budget) } : node)
      continue
    }
    const end = node.length <= budget.left ? node.length : node.lastIndexOf(' ', budget.left)
    kept.push(node.slice(0, end > 0 ? end : budget.left))
    budget.left -= node.length
  }
  return kept
}

const wrapText = (html: string) => `<div class="break-words ">${html}</div>`

/**
 * StoryText's markup for `text`, its blocks up to about `limit` characters of HTML; a paragraph
 * longer than what is left is cut at a word (its first lines are laid out as the whole one's).
 */
export function storyTextHtml(text: string, limit = Infinity): { html: string; whole: boolean } {
  let html = ''
  for (const node of parseStory(text)) {
    const left = limit - html.length
    if (left <= 0) return { html: wrapText(html), whole: false }
    const budget = { left }
    const cut = node.type === 'paragraph' ? cutInlines(node.children, budget) : []
    if (budget.left < 0)
      return { html: wrapText(`${html}<p class="mb-[1em]">${cut.map(inline).join('')}</p>`), whole: false }
    html += block(node)
  }
  return { html: wrapText(html), whole: true }
}

// reader-chapters.tsx
export function chaptersHtml(content: string): string {
  const chapters = splitChapters(content)
  if (chapters.length === 0) return '<p class="italic text-(--reader-muted)">No content available for this story.</p>'
  let html = ''
  for (const [index, chapter] of chapters.entries()) {
    const heading =
      chapter.heading === null
        ? ''
        : `<h2 class="mb-5 font-sans text-[1.3em] font-bold leading-snug">${escape(chapter.heading)}</h2>`
    const text = storyTextHtml(chapter.body, TEXT_HTML_LIMIT - html.length)
    html += element(
      'section',
      {
        'aria-label': chapter.heading ?? undefined,
        class: `scroll-mt-20 ${index > 0 ? 'mt-10' : ''}`,
        'data-chapter-index': String(index),
      },
      heading + text.html,
    )
    if (!text.whole || html.length >= TEXT_HTML_LIMIT) break
  }
  return html
}

// reader-title.tsx
export function titleHtml(story: StorySummary): string {
  const readTime = story.readTime ? ` · ${escape(story.readTime)} read` : ''
  return `<header class="mb-10"><h1 class="text-3xl font-bold leading-tight sm:text-4xl">${escape(story.title)}</h1><p class="mt-3 text-sm text-(--reader-muted)">${escape(storySubtitle(story))}${readTime}</p><div class="mt-3 h-11 sm:h-8"></div></header>`
}

// reader-header.tsx and its icons (lucide's, as React draws them), at 0% read; the reading tools
// (five: chapters, font size, settings, bookmark, highlights and notes, shown beside the title from
// the sm breakpoint) keep their room.
const ICON = (name: string, shapes: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide ${name}" aria-hidden="true">${shapes}</svg>`
export const ICONS = {
  back: ICON('lucide-arrow-left', '<path d="m12 19-7-7 7-7"></path><path d="M19 12H5"></path>'),
  listen: ICON(
    'lucide-headphones',
    '<path d="M3 14h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-7a9 9 0 0 1 18 0v7a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3"></path>',
  ),
  tools: ICON(
    'lucide-ellipsis lucide-more-horizontal',
    '<circle cx="12" cy="12" r="1"></circle><circle cx="19" cy="12" r="1"></circle><circle cx="5" cy="12" r="1"></circle>',
  ),
}
const ICON_BUTTON =
  'inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg transition disabled:opacity-40 hover:bg-(--reader-hover)'

function headerHtml(story: StorySummary): string {
  const readTime = story.readTime ? `${escape(story.readTime)} · ` : ''
  const tools = `<div class="flex items-center gap-1 max-sm:hidden">${`<span class="h-11 w-11"></span>`.repeat(5)}</div>`
  return (
    '<div class="sticky top-0 z-40 border-b bg-(--reader-bg) border-(--reader-line)">' +
    '<div class="mx-auto flex min-h-[60px] max-w-2xl flex-wrap items-center gap-1 px-2 py-1">' +
    `<a href="/library" aria-label="Back to Library" class="${ICON_BUTTON} ">${ICONS.back}</a>` +
    '<div class="min-w-0 flex-1 px-1">' +
    `<button type="button" aria-expanded="false" class="min-h-11 w-full break-words text-left text-[13px] font-semibold leading-tight line-clamp-2">${escape(story.title)}<span class="sr-only">, tap to show in full</span></button>` +
    `<p class="text-xs tabular-nums text-(--reader-muted)">${readTime}<span>0%</span></p>` +
    '</div>' +
    tools +
    `<span class="${ICON_BUTTON} ">${ICONS.listen}</span>` +
    `<span class="${ICON_BUTTON} sm:hidden ">${ICONS.tools}</span>` +
    '</div>' +
    '<div class="h-1 w-full bg-current/10"></div>' +
    '</div>'
  )
}

/**
 * The reader's first screen for `story`: a layer over the whole window until the app's reader is
 * there, over the app's bars (z-40) and floating buttons (z-[45]), under its dialogs (z-50).
 */
export function readerPreviewHtml(story: StorySummary, content: string): string {
  return (
    `<div id="${READER_PREVIEW_ELEMENT_ID}" class="fixed inset-0 z-[48] overflow-y-auto">` +
    '<div class="min-h-dvh bg-(--reader-bg) text-(--reader-text)">' +
    headerHtml(story) +
    '<article class="mx-auto max-w-2xl px-5 pb-16 pt-8">' +
    titleHtml(story) +
    `<div class="font-serif text-(length:--reader-font-size) leading-(--reader-line-spacing)">${chaptersHtml(content)}</div>` +
    '</article></div></div>'
  )
}
