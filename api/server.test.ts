// `npm start`'s server on a fresh data folder: it migrates, seeds the demo universe, prints where
// it runs and the generated admin password once, and serves the demo through the API.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const TSX = path.resolve('node_modules/.bin/tsx')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-start-'))
const children: ChildProcess[] = []

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function start(port: number): Promise<{ output: string; stop: () => Promise<void> }> {
  const child = spawn(TSX, ['api/server.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'silent', ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout!.on('data', (chunk) => { output += chunk })
  child.stderr!.on('data', (chunk) => { output += chunk })
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
    const poll = setInterval(() => {
      if (output.includes('is running at')) {
        clearInterval(poll)
        resolve()
      }
    }, 50)
  })
  return {
    output,
    stop: () => new Promise((resolve) => {
      child.removeAllListeners('exit')
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    }),
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('server start', () => {
  it('seeds the demo once and prints the generated admin password only on first start', async () => {
    const port = await freePort()
    const first = await start(port)
    expect(first.output).toContain(`http://localhost:${port}`)
    const password = /Admin password[^\n]*\n\s+(\S+)/.exec(first.output)?.[1]
    expect(password).toBeTruthy()

    const base = `http://127.0.0.1:${port}`
    const stories = await (await fetch(`${base}/api/stories`)).json()
    expect(stories.length).toBeGreaterThanOrEqual(8)
    const series = stories.filter((s: { category: string }) => s.category === 'series')
    expect(new Set(series.map((s: { seasonNumber: number }) => s.seasonNumber)).size).toBeGreaterThanOrEqual(2)
    expect(stories.every((s: { coverImageUrl: string | null }) => s.coverImageUrl)).toBe(true)
    const narrated = stories.find((s: { audioFileUrl: string | null }) => s.audioFileUrl)
    const audio = await fetch(base + narrated.audioFileUrl, { headers: { Range: 'bytes=0-1023' } })
    expect(audio.status).toBe(206)
    expect(audio.headers.get('content-type')).toBe('audio/mpeg')
    expect((await audio.arrayBuffer()).byteLength).toBe(1024)
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }),
    })
    expect(login.status).toBe(200)
    await first.stop()

    const second = await start(port)
    expect(second.output).not.toContain('Admin password')
    expect((await (await fetch(`${base}/api/stories`)).json()).length).toBe(stories.length)
    await second.stop()
  })
})
