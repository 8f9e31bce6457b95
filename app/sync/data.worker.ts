// The data worker: every tab starts one. The one holding the sync lock runs the sync rounds (pull,
// text prefetch, outbox delivery: sync-rounds.ts); the others pass their page's commands to it over
// a BroadcastChannel and hand its reports on to their page. Each keeps the search index its page
// asks. All IndexedDB writes happen here, off the page's thread; the page reads Dexie, whose live
// queries see these writes.
import { db } from '../../db/local/db.ts'
import { keepIndex } from '../search/index-keeper.ts'
import type { StorySearchIndex } from '../search/story-index.ts'
import { handleSyncCommand, reportSyncTo, stepAside } from './sync-rounds.ts'
import { answerSearch } from './search-answer.ts'
import { DATA_CHANNEL, type BetweenWorkers, type FromDataWorker, type SyncCommand, type ToDataWorker } from './data-messages.ts'

const SYNC_LOCK = 'infinaeon-sync'
const toPage = (message: FromDataWorker) => self.postMessage(message)
const channel = new BroadcastChannel(DATA_CHANNEL)
const toOtherTabs = (message: BetweenWorkers) => channel.postMessage(message)

let leading = false
/** This page's sync requests passed to the syncing tab and not answered yet, by id. */
const forwarded = new Map<string, SyncCommand>()
/** Whether this tab's worker syncs; settled as soon as the lock answers (at once when free). */
const role = new Promise<void>((settled) => {
  if (!navigator.locks) {
    leading = true
    return settled()
  }
  const lead = async () => {
    leading = true
    settled()
    await new Promise(() => {}) // held for as long as this worker lives
  }
  void navigator.locks.request(SYNC_LOCK, { ifAvailable: true }, (lock) => {
    if (lock) return lead()
    settled()
    // The syncing tab may close (or reload): then this one takes over, runs what its page asked
    // that the old one never answered, and looks for what it left half done.
    void navigator.locks.request(SYNC_LOCK, () => {
      for (const asked of forwarded.values()) handleSyncCommand(asked)
      forwarded.clear()
      handleSyncCommand({ type: 'sync', id: '', pull: true })
      return lead()
    })
  })
})

reportSyncTo((report) => {
  // Covers are fetched by this tab's page, under its service worker; the rest every page shows.
  toPage(report)
  if (report.type !== 'covers') toOtherTabs({ from: 'leader', report })
  if (report.type === 'covers') void searchIndex() // the texts are stored: index them before anyone asks
})

channel.addEventListener('message', (event: MessageEvent<BetweenWorkers>) => {
  const message = event.data
  if (message.from === 'follower' && leading) handleSyncCommand(message.command)
  if (message.from === 'leader' && !leading) {
    if (message.report.type === 'sync-done') forwarded.delete(message.report.id)
    toPage(message.report)
  }
})

async function command(message: SyncCommand): Promise<void> {
  await role
  if (leading) return handleSyncCommand(message)
  toOtherTabs({ from: 'follower', command: message })
  if (message.type === 'sync') forwarded.set(message.id, message)
  // Kept here too: this worker may take over the syncing, and its prefetch waits for its own page.
  if (message.type === 'screen-ready' || message.type === 'person-active') handleSyncCommand(message)
}

let index: Promise<StorySearchIndex> | undefined
const searchIndex = () => (index ??= keepIndex(db, () => toPage({ type: 'index-changed' }), stepAside))

self.addEventListener('message', (event: MessageEvent<ToDataWorker>) => {
  const message = event.data
  if (message.type !== 'search') return void command(message)
  handleSyncCommand({ type: 'person-active' }) // typing: this worker's background work waits
  void searchIndex().then((index) => toPage(answerSearch(index, message)))
})

toPage({ type: 'started' })
