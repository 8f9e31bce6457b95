// One link: opens its address in a new tab, with the preview's title and description
// (falling back to the admin's), the preview picture when there is one, and the address. For the
// admin: a drag handle, Delete ("Link deleted" once the server has it), and the mark of an add or a
// delete still on its way.
import type { ReactNode } from 'react'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ExternalLink, GripVertical, Trash2 } from 'lucide-react'
import { queueLinkDelete, type Link } from './links.ts'
import { shownUrl } from './link-href.ts'
import { httpUrl } from '../../contract/http-url.ts'
import { Button } from '../ui/button.tsx'
import { notify } from '../ui/toast/notify.ts'
import { useQueuedWrite } from '../ui/use-queued-write.ts'
import { PendingMark } from '../ui/pending-mark.tsx'
import type { OutboxEntry } from '../../db/local/db.ts'

const BODY = 'flex min-w-0 flex-1 flex-col gap-3 p-4 sm:flex-row sm:items-start'

function LinkBody({ link }: { link: Link }) {
  // Checked again here: an href can never run script, whatever reached the device.
  const href = httpUrl(link.url)
  const description = link.ogDescription ?? link.description
  const content: ReactNode = (
    <>
      {/* On a phone above the words, as wide as they are (beside them it left the words 154 px). */}
      {link.ogImage && (
        <img
          src={link.ogImage}
          alt=""
          loading="lazy"
          className="aspect-[1.91/1] w-full rounded-lg object-cover sm:aspect-auto sm:h-20 sm:w-28 sm:shrink-0"
        />
      )}
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex items-center gap-1.5 font-semibold group-hover:text-accent">
          <span className="min-w-0 break-words">{link.ogTitle ?? link.title}</span>
          {href && <ExternalLink size={14} aria-hidden className="shrink-0 text-muted" />}
        </span>
        {description && <span className="line-clamp-2 text-sm text-text/80">{description}</span>}
        <span className="truncate text-xs text-muted">{shownUrl(link.url)}</span>
      </span>
    </>
  )
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`group ${BODY}`}>
      {content}
    </a>
  ) : (
    <div className={BODY}>{content}</div>
  )
}

function DeleteLinkButton({ link }: { link: Link }) {
  const remove = useQueuedWrite({
    delivered: () => notify({ title: 'Link deleted' }),
  })
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={`Delete "${link.title}"`}
      disabled={remove.busy}
      onClick={() => void remove.follow(queueLinkDelete(link))}
    >
      <Trash2 size={16} aria-hidden />
    </Button>
  )
}

export function LinkCard({
  link,
  isAdmin,
  pending,
}: {
  link: Link
  isAdmin: boolean
  pending?: readonly OutboxEntry[]
}) {
  if (!isAdmin) {
    return (
      <li
        className="flex rounded-2xl border border-border bg-surface transition hover:border-accent"
        data-testid="link-card"
      >
        <LinkBody link={link} />
      </li>
    )
  }
  return <SortableLinkCard link={link} pending={pending} />
}

function SortableLinkCard({ link, pending }: { link: Link; pending?: readonly OutboxEntry[] }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: link.id,
  })
  return (
    <li
      ref={setNodeRef}
      data-testid="link-card"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex items-center rounded-2xl border bg-surface ${isDragging ? 'relative z-10 border-accent shadow-2xl' : 'border-border'}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Move "${link.title}"`}
        className="grid h-full min-h-14 w-11 shrink-0 cursor-grab touch-none place-items-center self-stretch rounded-l-2xl text-muted hover:text-text active:cursor-grabbing"
      >
        <GripVertical size={18} aria-hidden />
      </button>
      <LinkBody link={link} />
      <span className="flex flex-col items-end gap-1 pr-2">
        <PendingMark entries={pending} />
        {!pending?.some((e) => e.kind === 'link.delete') && <DeleteLinkButton link={link} />}
      </span>
    </li>
  )
}
