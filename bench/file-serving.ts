// P3: serving files, ours against nginx on the same files from the same folders: a random 1 MB
// Range of a stored MP3 (seeking in audio), and the largest precompressed script of the build.
import fs from 'node:fs'
import path from 'node:path'
import { MB } from './audio-file.ts'
import { loadLargeAnswers } from './large-answer-load.ts'
import { ensureNginx, startNginx, type Nginx, type NginxSite } from './nginx.ts'
import { attempt, ratioAtLeast, type Figure, type Row } from './report.ts'

const WHY_NGINX = `nginx serves the same file from the same folder on the same machine as one process (master_process off), as our server is one Node process; both are loaded by the same client (Node's HTTP client: see large-answer-load.ts for why not autocannon), so only the server differs.`

async function expectAnswer(
  url: string,
  headers: Record<string, string>,
  status: number,
  encoding?: string,
): Promise<void> {
  const response = await fetch(url, { headers })
  await response.arrayBuffer()
  const got = response.headers.get('content-encoding') ?? undefined
  if (response.status !== status || got !== encoding) {
    throw new Error(
      `${url} answered ${response.status} ${got ?? 'unencoded'}, not ${status} ${encoding ?? 'unencoded'}`,
    )
  }
}

/** `audioPath` is the URL path of a stored MP3 of `size` bytes, the same on both servers. */
async function rangeFigure(ours: string, nginx: Nginx, audioPath: string, size: number): Promise<Figure> {
  const randomWindow = () => {
    const start = Math.floor(Math.random() * (size - MB))
    return { range: `bytes=${start}-${start + MB - 1}` }
  }
  for (const origin of [ours, nginx.origin]) await expectAnswer(origin + audioPath, randomWindow(), 206)
  const measure = (origin: string) => loadLargeAnswers(origin + audioPath, randomWindow)
  return {
    name: `P3 Range: a random 1 MB of a ${Math.round(size / MB)} MB MP3 vs nginx`,
    unit: 'req/s',
    goals: [ratioAtLeast(0.5)],
    ours: (await measure(ours)).requestsPerSecond,
    baseline: (await measure(nginx.origin)).requestsPerSecond,
    why: `${WHY_NGINX} Each request asks for its own random window, so neither can answer from one cached range.`,
  }
}

function largestScript(staticDir: string): string | undefined {
  const assets = path.join(staticDir, 'assets')
  if (!fs.existsSync(assets)) return undefined
  return fs
    .readdirSync(assets)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, size: fs.statSync(path.join(assets, name)).size }))
    .sort((a, b) => b.size - a.size)[0]?.name
}

async function staticFigure(ours: string, nginx: Nginx, staticDir: string | undefined): Promise<Row> {
  const name = 'P3 largest script of the build (precompressed) vs nginx'
  const script = staticDir && largestScript(staticDir)
  if (!script) return { name, reason: 'dist/ is missing (run npm run build): the bench does not build.' }
  const encoding = nginx.hasBrotli ? 'br' : 'gzip'
  const headers = { 'accept-encoding': encoding }
  const url = `/assets/${script}`
  for (const origin of [ours, nginx.origin]) await expectAnswer(origin + url, headers, 200, encoding)
  const bytes = fs.statSync(path.join(staticDir, 'assets', `${script}.${encoding === 'br' ? 'br' : 'gz'}`)).size
  return {
    name,
    unit: 'req/s',
    goals: [ratioAtLeast(0.5)],
    ours: (await loadLargeAnswers(ours + url, () => headers)).requestsPerSecond,
    baseline: (await loadLargeAnswers(nginx.origin + url, () => headers)).requestsPerSecond,
    why: `${WHY_NGINX} ${script} is sent as the build's own .${encoding === 'br' ? 'br' : 'gz'} copy (${Math.round(bytes / 1024)} KB) by both (nginx ${nginx.hasBrotli ? 'brotli_static' : 'gzip_static: the Debian archive offered no brotli_static module, so both are asked for gzip'}), never compressed per request.`,
  }
}

/** `audioPath` is the URL path of an MP3 of `audioSize` bytes in `site.audioDir`. */
export async function fileServingFigures(
  ours: string,
  site: NginxSite,
  audioPath: string,
  audioSize: number,
): Promise<Row[]> {
  const nginxMissing = ensureNginx()
  if (nginxMissing) return [{ name: 'P3 file serving vs nginx', reason: nginxMissing }]
  const nginx = await startNginx(site)
  try {
    return [
      ...(await attempt('P3 Range vs nginx', () => rangeFigure(ours, nginx, audioPath, audioSize))),
      ...(await attempt('P3 static script vs nginx', () => staticFigure(ours, nginx, site.staticDir))),
    ]
  } finally {
    await nginx.stop()
  }
}
