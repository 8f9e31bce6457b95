// nginx as the yardstick for serving files: installed from Debian when missing (with the brotli
// static module when the archive has it), run in the foreground as one process, like our server,
// with a temp config and prefix, and stopped afterwards.
import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const NGINX = '/usr/sbin/nginx'
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'

export interface Nginx {
  origin: string
  /** Whether it serves the build's .br copies (brotli_static); otherwise only .gz (gzip_static). */
  hasBrotli: boolean
  stop: () => Promise<void>
}

function aptInstall(packages: string[]): boolean {
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    return true
  } catch {
    return false
  }
}

/** Installs what is missing; answers why nginx cannot run, or undefined when it can. */
export function ensureNginx(): string | undefined {
  if (!fs.existsSync(NGINX)) {
    console.log('Installing nginx-light from Debian for the file-serving figures…')
    if (!aptInstall(['nginx-light']) && !aptInstall(['nginx']))
      return 'nginx is missing and apt-get could not install nginx-light or nginx'
  }
  if (!fs.existsSync(BROTLI_MODULE)) aptInstall(['libnginx-mod-http-brotli-static'])
  return undefined
}

export interface NginxSite {
  port: number
  /** Served as /api/audio/<file>, as our server serves it. */
  audioDir: string
  /** The built app, served as /assets/<file> with its precompressed copies; absent when not built. */
  staticDir: string | undefined
}

function config(prefix: string, site: NginxSite, hasBrotli: boolean): string {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
    (kind) => `${kind}_temp_path ${prefix}/${kind};`,
  )
  return `${hasBrotli ? `load_module ${BROTLI_MODULE};` : ''}
daemon off;
master_process off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  ${temp.join('\n  ')}
  server {
    listen 127.0.0.1:${site.port};
    location /api/audio/ { alias ${site.audioDir}/; }
    ${site.staticDir ? `location /assets/ { root ${site.staticDir}; gzip_static on; ${hasBrotli ? 'brotli_static on;' : ''} }` : ''}
  }
}
`
}

async function waitUntilListening(origin: string, exited: () => boolean): Promise<void> {
  for (let tries = 0; tries < 100; tries++) {
    if (exited()) throw new Error('nginx exited at start (see its error output above)')
    if (
      await fetch(origin).then(
        () => true,
        () => false,
      )
    )
      return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('nginx did not start listening within 5 s')
}

export async function startNginx(site: NginxSite): Promise<Nginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'infinaeon-bench-nginx-'))
  const hasBrotli = fs.existsSync(BROTLI_MODULE)
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix, site, hasBrotli))
  const child = spawn(
    NGINX,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  )
  const origin = `http://127.0.0.1:${site.port}`
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(prefix, { recursive: true, force: true })
        resolve()
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGQUIT')
    })
  try {
    await waitUntilListening(origin, () => child.exitCode !== null)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, hasBrotli, stop }
}
