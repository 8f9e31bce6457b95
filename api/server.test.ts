// `npm start`'s server on a fresh data folder: it migrates, seeds the demo universe, prints where
// it runs and the generated admin password once, and serves the demo through the API.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { crash, startServerProcess, stop, type ServerProcess } from './testing/server-process.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-start-'))
const started: ServerProcess[] = []

/** The server as `npm start` runs it: the demo seeded, no admin password chosen. */
async function start(): Promise<ServerProcess> {
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: '',
    SEED_DEMO: '1',
  })
  started.push(server)
  return server
}

afterAll(async () => {
  for (const server of started) await crash(server.child)
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('server start', () => {
  // Two cold starts of tsx and the whole server (about 5 s each on an idle machine) take far longer
  // while the rest of the suite keeps both cores busy.
  it('seeds the demo once and prints the generated admin password only on first start', async () => {
    const first = await start()
    const port = new URL(first.origin).port
    expect(first.output).toContain(`http://localhost:${port}`)
    const password = /Admin password[^\n]*\n\s+(\S+)/.exec(first.output)?.[1]
    expect(password).toBeTruthy()

    const stories = await (await fetch(`${first.origin}/api/stories`)).json()
    expect(stories.length).toBeGreaterThanOrEqual(8)
    const series = stories.filter((s: { category: string }) => s.category === 'series')
    expect(new Set(series.map((s: { seasonNumber: number }) => s.seasonNumber)).size).toBeGreaterThanOrEqual(2)
    expect(stories.every((s: { coverImageUrl: string | null }) => s.coverImageUrl)).toBe(true)
    const narrated = stories.find((s: { audioFileUrl: string | null }) => s.audioFileUrl)
    const audio = await fetch(first.origin + narrated.audioFileUrl, { headers: { Range: 'bytes=0-1023' } })
    expect(audio.status).toBe(206)
    expect(audio.headers.get('content-type')).toBe('audio/mpeg')
    expect((await audio.arrayBuffer()).byteLength).toBe(1024)
    const login = await fetch(`${first.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password }),
    })
    expect(login.status).toBe(200)
    // Not asserted: the exit code. tsx relays the signal and, when the server has not told it within
    // about 60 ms that the signal arrived (a busy machine), kills it and exits with 143.
    await stop(first.child)

    const second = await start()
    expect(second.output).not.toContain('Admin password')
    expect((await (await fetch(`${second.origin}/api/stories`)).json()).length).toBe(stories.length)
  }, 90_000)
})
