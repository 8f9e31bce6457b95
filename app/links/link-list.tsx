// The links in their order. For the admin each card has a drag handle and Delete;
// dragging uses the spec's sensors (mouse after 10 px, touch after a 250 ms hold within 5 px,
// keyboard in 25 px steps) and auto-scroll (interval 5, acceleration 10, threshold 20%). The new
// order shows at once and goes through the outbox ("Links reordered successfully" once saved).
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core'
import { arrayMove, SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { queueLinkOrder, type Link } from './links.ts'
import { notify } from '../ui/toast/notify.ts'
import { useQueuedWrite } from '../ui/use-queued-write.ts'
import { LinkCard } from './link-card.tsx'
import { resourceKey, usePendingWrites } from '../data/writes/pending-writes.ts'

export const DRAG = { mouseDistancePx: 10, touchDelayMs: 250, touchTolerancePx: 5, keyboardStepPx: 25 } as const
const AUTO_SCROLL = { interval: 5, acceleration: 10, threshold: { x: 0.2, y: 0.2 } }

const keyboardSteps: KeyboardCoordinateGetter = (event, { currentCoordinates: at }) => {
  const step = DRAG.keyboardStepPx
  const moved = {
    ArrowDown: { ...at, y: at.y + step },
    ArrowUp: { ...at, y: at.y - step },
    ArrowRight: { ...at, x: at.x + step },
    ArrowLeft: { ...at, x: at.x - step },
  }[event.code]
  if (moved) event.preventDefault()
  return moved
}

export function LinkList({ links, isAdmin }: { links: Link[]; isAdmin: boolean }) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG.mouseDistancePx } }),
    useSensor(TouchSensor, { activationConstraint: { delay: DRAG.touchDelayMs, tolerance: DRAG.touchTolerancePx } }),
    // The page scrolls at once under a keyboard drag: a smooth scroll still moving when the link is
    // dropped would change what it is over after that was announced.
    useSensor(KeyboardSensor, { coordinateGetter: keyboardSteps, scrollBehavior: 'instant' }),
  )
  const pending = usePendingWrites()
  const reorder = useQueuedWrite({
    delivered: () => notify({ title: 'Success', description: 'Links reordered successfully' }),
  })
  const titleOf = (id: unknown) => links.find((l) => l.id === id)?.title ?? 'the link'
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${titleOf(over.id)}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} was dropped at position ${links.findIndex((l) => l.id === over.id) + 1}.`
        : `${titleOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  }

  const dropped = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = links.findIndex((l) => l.id === active.id)
    const to = links.findIndex((l) => l.id === over.id)
    void reorder.follow(queueLinkOrder(arrayMove(links, from, to), links))
  }

  const list = (
    <ul aria-label="Links" className="flex flex-col gap-3">
      {links.map((link) => (
        <LinkCard
          key={link.id}
          link={link}
          isAdmin={isAdmin}
          pending={isAdmin ? pending.get(resourceKey('link', link.id)) : undefined}
        />
      ))}
    </ul>
  )
  if (!isAdmin) return list
  return (
    <DndContext
      // A fixed id: dnd-kit otherwise numbers its contexts per process, and the server, which draws
      // the admin's links page again and again, would name the drag instructions differently from
      // the page hydrating them (a hydration mismatch redraws the whole page, and it jumps).
      id="links-order"
      sensors={sensors}
      collisionDetection={closestCenter}
      autoScroll={AUTO_SCROLL}
      onDragEnd={dropped}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move a link, press Space or Enter, move it with the arrow keys, and press Space or Enter again to drop it. Escape cancels.',
        },
      }}
    >
      <SortableContext items={links.map((l) => l.id)} strategy={verticalListSortingStrategy}>
        {list}
      </SortableContext>
    </DndContext>
  )
}
