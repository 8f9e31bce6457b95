// A story's text as safe Markdown: bold, italics, headings, paragraphs, lists, quotes, code, links,
// scene breaks, tables and this site's pictures, read by our own CommonMark reader
// (story-text/markdown/), so the reader does not download a Markdown library. Raw HTML is never
// executed: nothing here writes HTML, so `<script>` shows as text; links are http(s), mailto or
// relative (a javascript: one stays text). The reader may show its top-level paragraphs its own
// way (character mentions: `linked`).
import type { ReactNode } from 'react'
import { parseStory } from '../lib/read-story.ts'
import { isOwnPicture, type Block, type Inline, type Table } from '../../story-text/markdown/tree.ts'

/** Headings inside a story sit below the page title (h1) and the chapter headings (h2). */
const HEADINGS: ReadonlyArray<readonly ['h3' | 'h4' | 'h5' | 'h6', string]> = [
  ['h3', 'mb-[0.6em] mt-[1.4em] text-[1.35em] font-bold'],
  ['h3', 'mb-[0.6em] mt-[1.4em] text-[1.25em] font-bold'],
  ['h4', 'mb-[0.5em] mt-[1.2em] text-[1.15em] font-bold'],
  ['h5', 'mb-[0.5em] mt-[1.2em] text-[1.05em] font-bold'],
  ['h6', 'mb-[0.5em] mt-[1em] font-bold'],
  ['h6', 'mb-[0.5em] mt-[1em] font-bold'],
]

const inlines = (nodes: Inline[]): ReactNode[] => nodes.map(inline)

export function inline(node: Inline, key: number): ReactNode {
  if (typeof node === 'string') return node
  switch (node.type) {
    case 'strong':
      return <strong key={key}>{inlines(node.children)}</strong>
    case 'emphasis':
      return <em key={key}>{inlines(node.children)}</em>
    case 'code':
      return <code key={key}>{node.value}</code>
    case 'break':
      return <br key={key} />
    case 'link':
      return node.href ? (
        <a
          key={key}
          href={node.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="underline underline-offset-2"
        >
          {inlines(node.children)}
        </a>
      ) : (
        <span key={key}>{inlines(node.children)}</span>
      )
    case 'image':
      return isOwnPicture(node.src) ? (
        <img
          key={key}
          src={node.src}
          alt={node.alt}
          loading="lazy"
          decoding="async"
          className="mx-auto my-[0.5em] block h-auto max-w-full rounded"
        />
      ) : (
        <span key={key}>{node.alt}</span>
      )
  }
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const

/** A table scrolls sideways inside its box on a narrow screen; the page itself never does. */
function table(node: Table, key: number): ReactNode {
  const cell = (Tag: 'th' | 'td', content: Inline[], index: number) => {
    const align = node.align[index]
    return (
      <Tag key={index} className={`border border-current/25 px-2 py-1 align-top ${align ? ALIGN[align] : 'text-left'}`}>
        {inlines(content)}
      </Tag>
    )
  }
  return (
    <div key={key} role="region" aria-label="Table" tabIndex={0} className="mb-[1em] max-w-full overflow-x-auto">
      <table className="border-collapse text-[0.9em]">
        <thead>
          <tr>{node.head.map((content, index) => cell('th', content, index))}</tr>
        </thead>
        {node.rows.length > 0 && (
          <tbody>
            {node.rows.map((row, at) => (
              <tr key={at}>{row.map((content, index) => cell('td', content, index))}</tr>
            ))}
          </tbody>
        )}
      </table>
    </div>
  )
}

/**
 * A list item's blocks; a tight list shows its paragraphs' text without the paragraph around it.
 * Line ends go between the children where react-markdown put them (they show only in tight items).
 */
function listItem(blocks: Block[], tight: boolean, key: number): ReactNode {
  const children: ReactNode[] = []
  blocks.forEach((child, index) => {
    const isParagraph = child.type === 'paragraph'
    if (!tight || index > 0 || !isParagraph) children.push('\n')
    children.push(tight && isParagraph ? inlines(child.children) : block(child, index))
  })
  if (blocks.length > 0 && (!tight || blocks[blocks.length - 1]!.type !== 'paragraph')) children.push('\n')
  return <li key={key}>{children}</li>
}

function block(node: Block, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return (
        <p key={key} className="mb-[1em]">
          {inlines(node.children)}
        </p>
      )
    case 'heading': {
      const [Tag, className] = HEADINGS[node.depth - 1]!
      return (
        <Tag key={key} className={className}>
          {inlines(node.children)}
        </Tag>
      )
    }
    case 'break':
      return (
        <div key={key} role="separator" className="my-[1.6em] select-none text-center tracking-[0.8em] opacity-60">
          <span aria-hidden>✦✦✦</span>
        </div>
      )
    case 'quote':
      return (
        <blockquote key={key} className="mb-[1em] border-l-4 border-current/25 pl-4 italic">
          {node.children.map(block)}
        </blockquote>
      )
    case 'list': {
      const items = node.items.map((item, index) => listItem(item, node.tight, index))
      return node.ordered ? (
        <ol key={key} start={node.start === 1 ? undefined : node.start} className="mb-[1em] list-decimal pl-6">
          {items}
        </ol>
      ) : (
        <ul key={key} className="mb-[1em] list-disc pl-6">
          {items}
        </ul>
      )
    }
    case 'code':
      return (
        <pre key={key} className="mb-[1em] whitespace-pre-wrap font-mono text-[0.9em]">
          <code className={node.language ? `language-${node.language}` : undefined}>{node.text}</code>
        </pre>
      )
    case 'table':
      return table(node, key)
  }
}

/** What a top-level paragraph (counted from 0) shows instead of its inlines, if anything. */
export type LinkedParagraphs = (paragraph: number, inlines: Inline[]) => ReactNode

export function StoryText({
  text,
  className = '',
  linked,
}: {
  text: string
  className?: string
  linked?: LinkedParagraphs
}) {
  let paragraph = 0
  return (
    <div data-testid="story-text" className={`break-words ${className}`}>
      {parseStory(text).map((node, key) => {
        const shown = node.type === 'paragraph' && linked?.(paragraph++, node.children)
        return shown ? (
          <p key={key} className="mb-[1em]">
            {shown}
          </p>
        ) : (
          block(node, key)
        )
      })}
    </div>
  )
}
