// Configuration from the environment. Every setting is optional; the defaults run the app on
// one machine with an SQLite file and a media folder under ./data.
import { isIP } from 'node:net'
import path from 'node:path'
import type { S3Settings } from './services/media/s3-store.ts'

export interface Config {
  port: number
  host: string
  dataDir: string
  /** A SQLite file (the default, in DATA_DIR) or a postgres:// URL. */
  databaseUrl: string
  /** The media folder: every file in the default store; with S3, only uploads being written. */
  mediaDir: string
  /** MEDIA_STORE=s3: media in an S3-compatible bucket instead of the media folder. */
  s3: S3Settings | undefined
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
  /**
   * Behind reverse proxies: how many hops (a number), or which proxy addresses/CIDRs, to trust in
   * X-Forwarded-For; the client is then the right-most untrusted entry. False: the socket address.
   */
  trustProxy: false | number | string[]
  /** Guest comments accepted per client address per minute. */
  commentsPerMinute: number
  /** Stored files nothing refers to are removed only once they are older than this. */
  mediaGraceMs: number
  /** Where backups are kept (scheduled ones, the admin's, the command's without --out). */
  backupDir: string
  /** Hours between scheduled backups; 0: none. */
  backupIntervalHours: number
  /** Backups kept in backupDir; older ones go after each scheduled backup. */
  backupKeep: number
  /** The built app to serve; missing in API-only tests. */
  staticDir: string | undefined
}

const MB = 1024 * 1024

function list(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean)
}

function positiveNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${value}"`)
  return n
}

function wholeNumber(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a whole number, 1 or more, got "${value}"`)
  return n
}

function zeroOrMore(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number, 0 or more, got "${value}"`)
  return n
}

/** The names proxy-addr (Fastify's trust list) knows besides addresses and CIDRs. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true
  const [address = '', bits, ...rest] = entry.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (bits === undefined) return true
  const n = Number(bits)
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128)
}

export function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const text = value?.trim() ?? ''
  if (text === '' || text === '0') return false
  if (/^\d+$/.test(text)) return Number(text)
  const entries = list(text)
  const wrong = entries.filter((entry) => !isProxyEntry(entry))
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (1 = one reverse proxy) or a comma-separated list of proxy addresses or CIDRs; "${wrong.join('", "')}" is neither`,
    )
  }
  return entries
}

function s3Settings(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const store = env.MEDIA_STORE?.trim() || 'local'
  if (store === 'local') return undefined
  if (store !== 's3') throw new Error(`MEDIA_STORE must be local (the default) or s3; "${store}" is neither`)
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORE=s3 needs S3_BUCKET, the bucket to keep media in')
  return {
    endpoint: env.S3_ENDPOINT || undefined,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data')
  const vapidSubject = env.VAPID_SUBJECT || 'mailto:admin@infinaeon.invalid'
  const vapid =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubject }
      : undefined
  return {
    port: positiveNumber('PORT', env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || path.join(dataDir, 'infinaeon.db'),
    mediaDir: path.join(dataDir, 'media'),
    s3: s3Settings(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    siteName: env.SITE_NAME || 'Infinaeon Hub',
    maxAudioBytes: Math.round(positiveNumber('MAX_AUDIO_MB', env.MAX_AUDIO_MB, 100) * MB),
    vapid,
    vapidSubject,
    pushExtraHosts: list(env.PUSH_EXTRA_HOSTS),
    outboundAllowAddresses: list(env.OUTBOUND_ALLOW_ADDRESSES),
    seedDemo: env.SEED_DEMO !== '0',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    commentsPerMinute: positiveNumber('COMMENTS_PER_MINUTE', env.COMMENTS_PER_MINUTE, 5),
    mediaGraceMs: 24 * 60 * 60 * 1000,
    backupDir: path.resolve(env.BACKUP_DIR || path.join(dataDir, 'backups')),
    backupIntervalHours: zeroOrMore('BACKUP_INTERVAL_HOURS', env.BACKUP_INTERVAL_HOURS, 24),
    backupKeep: wholeNumber('BACKUP_KEEP', env.BACKUP_KEEP, 7),
    staticDir: path.resolve(env.STATIC_DIR || 'dist'),
    ...overrides,
  }
}
