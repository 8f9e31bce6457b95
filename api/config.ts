// Configuration from the environment. Every setting is optional; the defaults run the app on
// one machine with an SQLite file and a media folder under ./data.
import path from 'node:path'

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseFile: string
  mediaDir: string
  /** Set to use this password instead of the generated one; only its hash is stored. */
  adminPassword: string | undefined
  publicOrigin: string | undefined
  siteName: string
  maxAudioBytes: number
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined
  vapidSubject: string
  /** Extra push-service hosts accepted for subscriptions (tests point this at a local service). */
  pushExtraHosts: string[]
  /** Addresses outbound fetches may reach although private (tests: a loopback audio host). */
  outboundAllowAddresses: string[]
  seedDemo: boolean
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (never on by default). */
  trustProxy: boolean
  /** The built app to serve; missing in API-only tests. */
  staticDir: string | undefined
}

const MB = 1024 * 1024

function list(value: string | undefined): string[] {
  return (value ?? '').split(',').map((v) => v.trim()).filter(Boolean)
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`)
  return n
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? './data')
  const vapidSubject = env.VAPID_SUBJECT ?? 'mailto:admin@infinaeon.invalid'
  const vapid = env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
    ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject }
    : undefined
  return {
    port: positiveNumber('PORT', env.PORT, 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseFile: env.DATABASE_URL ? env.DATABASE_URL.replace(/^sqlite:/, '') : path.join(dataDir, 'infinaeon.db'),
    mediaDir: path.join(dataDir, 'media'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    siteName: env.SITE_NAME ?? 'Infinaeon Hub',
    maxAudioBytes: Math.round(positiveNumber('MAX_AUDIO_MB', env.MAX_AUDIO_MB, 100) * MB),
    vapid,
    vapidSubject,
    pushExtraHosts: list(env.PUSH_EXTRA_HOSTS),
    outboundAllowAddresses: list(env.OUTBOUND_ALLOW_ADDRESSES),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: env.TRUST_PROXY === '1',
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    ...overrides,
  }
}
