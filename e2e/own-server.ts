// For tests that need their own server or their own build: builds the app into a folder with a
// version of our choosing, and starts/stops the real server on a port and data folder.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name)

export function buildApp(outDir: string, version: string): void {
  execFileSync(bin('vite'), ['build', '--logLevel', 'error'], {
    cwd: ROOT,
    env: { ...process.env, BUILD_OUT_DIR: outDir, APP_VERSION: version },
    stdio: 'inherit',
  })
}

/**
 * The app built as `version`, once per test run whichever worker asks first (the others wait for
 * it): the update tests of every engine share the same two builds. Answers its folder.
 */
export async function sharedBuild(version: string): Promise<string> {
  const outDir = path.join(process.env.E2E_DATA_DIR ?? os.tmpdir(), 'builds', version)
  const done = path.join(outDir, '.built')
  const claim = `${outDir}.building`
  fs.mkdirSync(path.dirname(outDir), { recursive: true })
  try {
    fs.mkdirSync(claim) // only one worker gets it
    buildApp(outDir, version)
    fs.writeFileSync(done, '')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    while (!fs.existsSync(done)) await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return outDir
}

export const OWN_SERVER_PASSWORD = 'own-server-password'

export interface RunningServer {
  stop: () => Promise<void>
}

/** `built`: the server as production runs it (dist-server/, from `npm run build`), which starts in half the time. */
export async function startServer(options: {
  port: number
  dataDir: string
  staticDir: string
  env?: Record<string, string>
  built?: boolean
  /** Everything the server writes, stdout and stderr (without it, its stderr is the test's). */
  output?: (text: string) => void
}): Promise<RunningServer> {
  const [command, args] = options.built
    ? [process.execPath, ['dist-server/server.js']]
    : [bin('tsx'), ['api/server.ts']]
  const child: ChildProcess = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      STATIC_DIR: options.staticDir,
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: OWN_SERVER_PASSWORD,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', options.output ? 'pipe' : 'inherit'],
  })
  const tell = options.output
  if (tell)
    for (const stream of [child.stdout!, child.stderr!]) {
      stream.setEncoding('utf8')
      stream.on('data', (text: string) => tell(text))
    }
  await new Promise<void>((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
    child.stdout!.on('data', (chunk) => {
      output += chunk
      if (output.includes('is running at')) resolve()
    })
  })
  return {
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners('exit')
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
