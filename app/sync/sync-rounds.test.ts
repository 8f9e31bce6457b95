// The sync rounds against the real server: a round whose calls the network takes and never answers
// ends all the same (at its outbox, saying the server cannot be reached), so the round after it
// delivers what the person wrote and pulls.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'
import { useServerAndLocalDb } from '../testing/server-and-local-db.ts'
import { setApiBase, setStallMs } from '../../client/api-client.ts'
import { STALL_MS } from '../../client/stall-guard.ts'
import { makeStory } from '../../api/testing/builders.ts'
import { postComment } from '../comments/comments.ts'
import { pullChanges } from './pull.ts'
import { handleSyncCommand, reportSyncTo } from './sync-rounds.ts'
import type { SyncReport } from './data-messages.ts'

const t = useServerAndLocalDb()

it('ends a round the network never answers, and the next one delivers and pulls', async () => {
  const story = await makeStory(t.server.app)
  await pullChanges()
  const reports: SyncReport[] = []
  reportSyncTo((report) => reports.push(report))
  const done = (id: string) => reports.some((report) => report.type === 'sync-done' && report.id === id)
  const comment = await postComment(story.id, { userName: 'Ilen', content: 'Sent from a dead cell' })

  // A network that takes every request and answers none (a captive portal, a dead mobile cell).
  const silent = http.createServer((req) => {
    req.resume()
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  setApiBase(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)
  setStallMs(300)
  try {
    handleSyncCommand({ type: 'sync', id: 'unanswered', pull: true })
    await expect.poll(() => done('unanswered'), { timeout: 10_000 }).toBe(true)
    expect(reports).toContainEqual({
      type: 'activity',
      activity: {
        pulling: false,
        problem: 'The server could not be reached: changes will sync when it answers.',
        unreachable: true,
      },
    })
    // The outbox got no answer: no pull waits out the same silence after it.
    expect(reports).not.toContainEqual({ type: 'activity', activity: { pulling: true } })
  } finally {
    setStallMs(STALL_MS)
    setApiBase(t.origin)
    silent.closeAllConnections()
    await new Promise((resolve) => silent.close(resolve))
  }

  handleSyncCommand({ type: 'sync', id: 'answered', pull: true, networkReturned: true })
  await expect.poll(() => done('answered'), { timeout: 10_000 }).toBe(true)
  expect(reports).toContainEqual({ type: 'synced' })
  const onServer = await t.server.app.db.selectFrom('comments').select('id').execute()
  expect(onServer.map((row) => row.id)).toEqual([comment.id])
})
