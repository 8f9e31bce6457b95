// The real server (`tsx api/server.ts`) as a child process on a free port, for tests that need
// what inject() cannot give: a crash (kill -9), or several API processes on one database.
import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'

const REPO = path.resolve(import.meta.dirname, '../..')

/** `output`: what the server printed up to and including the line that says where it runs. */
export interface ServerProcess {
  child: ChildProcess
  origin: string
  output: string
}

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** Starts the server in its own process group (tsx runs node as a child of its own). */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(path.join(REPO, 'node_modules/.bin/tsx'), ['api/server.ts'], {
    cwd: REPO,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      VAPID_PUBLIC_KEY: '',
      VAPID_PRIVATE_KEY: '',
      ...env,
    },
  })
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('is running at')) resolve()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)))
  })
  return { child, origin: `http://127.0.0.1:${port}`, output }
}

export function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()))
}

/**
 * SIGTERM to tsx and the node process it runs: the server's shutdown runs (unless tsx, not told in time that the signal
 * arrived, kills it).
 */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  process.kill(-child.pid!, 'SIGTERM')
  await exited(child)
}

/** kill -9 of tsx and the node process it runs: no shutdown hook gets to run. */
export async function crash(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  process.kill(-child.pid!, 'SIGKILL')
  await exited(child)
}
