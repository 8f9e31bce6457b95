// A real push service on 127.0.0.1 for tests: issues subscriptions (its own ECDH keys and auth
// secrets), checks each request's VAPID signature, decrypts the aes128gcm body with http_ece, and
// answers what a test asks per endpoint (201, 404, 410, 429, 500, or slowly).
import crypto from 'node:crypto'
import http from 'node:http'
import { createRequire } from 'node:module'
import type { AddressInfo } from 'node:net'

interface HttpEce {
  decrypt(body: Buffer, params: { version: 'aes128gcm'; privateKey: crypto.ECDH; authSecret: Buffer }): Buffer
}
// http_ece ships no types; this is the one call we use.
const ece = createRequire(import.meta.url)('http_ece') as HttpEce

export interface FakeSubscription {
  endpoint: string
  p256dhKey: string
  authKey: string
}
export interface FakeAnswer {
  status: number
  delayMs?: number
  retryAfter?: string
}

export interface ReceivedPush {
  endpoint: string
  /** The VAPID public key (k=) of a request whose JWT verified, else undefined. */
  vapidKey: string | undefined
  /** The decrypted JSON body, or undefined when it could not be decrypted. */
  payload: unknown
  error: string | undefined
  status: number
  /** True once the answer reached a still-open connection. */
  answered: boolean
}

interface Issued {
  ecdh: crypto.ECDH
  auth: Buffer
  answer: FakeAnswer
}

const VAPID_HEADER = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), k=([\w-]+)$/

/** Verifies the ES256 JWT of `vapid t=…, k=…` against k and this service's origin. */
function checkVapid(header: string | undefined, origin: string): string | undefined {
  const match = header?.match(VAPID_HEADER)
  if (!match) return undefined
  const [, head = '', body = '', signature = '', k = ''] = match
  const raw = Buffer.from(k, 'base64url')
  if (raw.length !== 65) return undefined
  const key = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  })
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud?: string; exp?: number }
  return ok && claims.aud === origin && (claims.exp ?? 0) * 1000 > Date.now() ? k : undefined
}

export class FakePushService {
  readonly received: ReceivedPush[] = []
  /** The most requests this service held unanswered at once (the sender's concurrency). */
  peakOpenRequests = 0
  /** How many requests were answered 2xx in all (a counter, for watching large fan-outs cheaply). */
  answeredOk = 0
  private openRequests = 0
  private readonly issued = new Map<string, Issued>()
  private readonly held = new Map<NodeJS.Timeout, () => void>()
  private readonly watchers = new Set<() => void>()
  private readonly server = http.createServer((req, res) => this.handle(req, res))

  /** Listens on 127.0.0.1 at `port` (0: any free port; browser tests use a fixed one). */
  static async start(port = 0): Promise<FakePushService> {
    const service = new FakePushService()
    await new Promise<void>((resolve) => service.server.listen(port, '127.0.0.1', resolve))
    return service
  }

  /** host:port, as PUSH_EXTRA_HOSTS wants it. */
  get host(): string {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  subscribe(answer: FakeAnswer = { status: 201 }): FakeSubscription {
    const id = crypto.randomUUID()
    const ecdh = crypto.createECDH('prime256v1')
    ecdh.generateKeys()
    const auth = crypto.randomBytes(16)
    this.issued.set(id, { ecdh, auth, answer })
    return {
      endpoint: `http://${this.host}/push/${id}`,
      p256dhKey: ecdh.getPublicKey('base64url'),
      authKey: auth.toString('base64url'),
    }
  }

  /** What the endpoint answers from now on. */
  answer(endpoint: string, answer: number | FakeAnswer): void {
    const issued = this.issued.get(endpoint.split('/').pop() ?? '')
    if (!issued) throw new Error(`not issued here: ${endpoint}`)
    issued.answer = typeof answer === 'number' ? { status: answer } : answer
  }

  requestsTo(endpoint: string): ReceivedPush[] {
    return this.received.filter((r) => r.endpoint === endpoint)
  }

  /** Requests answered 2xx whose body decrypted. */
  deliveredTo(endpoint: string): ReceivedPush[] {
    return this.requestsTo(endpoint).filter((r) => r.answered && r.status < 300 && r.payload !== undefined)
  }

  /** Resolves once `condition` holds (checked after every request and answer). */
  waitFor(condition: () => boolean): Promise<void> {
    if (condition()) return Promise.resolve()
    return new Promise((resolve) => {
      const watcher = () => {
        if (!condition()) return
        this.watchers.delete(watcher)
        resolve()
      }
      this.watchers.add(watcher)
    })
  }

  /** Answers every delayed request now. */
  releaseHeld(): void {
    for (const [timer, respond] of this.held) {
      clearTimeout(timer)
      this.held.delete(timer)
      respond()
    }
  }

  async close(): Promise<void> {
    for (const timer of this.held.keys()) clearTimeout(timer)
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private changed(): void {
    for (const watcher of [...this.watchers]) watcher()
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => this.receive(req, res, Buffer.concat(chunks)))
  }

  private receive(req: http.IncomingMessage, res: http.ServerResponse, body: Buffer): void {
    const id = req.url?.match(/^\/push\/([\w-]+)$/)?.[1]
    const issued = id === undefined ? undefined : this.issued.get(id)
    const entry: ReceivedPush = {
      endpoint: `http://${this.host}${req.url}`,
      vapidKey: undefined,
      payload: undefined,
      error: undefined,
      status: 201,
      answered: false,
    }
    this.received.push(entry)
    this.openRequests += 1
    this.peakOpenRequests = Math.max(this.peakOpenRequests, this.openRequests)
    entry.vapidKey = checkVapid(req.headers.authorization, `http://${this.host}`)
    let answer: FakeAnswer = { status: 201 }
    if (!issued) {
      answer = { status: 404 }
    } else if (!entry.vapidKey) {
      answer = { status: 401 }
      entry.error = `missing or invalid VAPID Authorization: ${req.headers.authorization}`
    } else if (req.method !== 'POST' || req.headers['content-encoding'] !== 'aes128gcm') {
      answer = { status: 400 }
      entry.error = `expected POST with Content-Encoding aes128gcm, got ${req.method} ${req.headers['content-encoding']}`
    } else {
      try {
        const plain = ece.decrypt(body, { version: 'aes128gcm', privateKey: issued.ecdh, authSecret: issued.auth })
        entry.payload = JSON.parse(plain.toString('utf8'))
        answer = issued.answer
      } catch (error) {
        answer = { status: 400 }
        entry.error = `could not decrypt: ${(error as Error).message}`
      }
    }
    entry.status = answer.status
    this.changed()
    const respond = () => {
      this.openRequests -= 1
      // The sender may be gone (a test killed it); then nothing was answered.
      if (res.destroyed || !req.socket.writable) return this.changed()
      res.writeHead(answer.status, answer.retryAfter ? { 'retry-after': answer.retryAfter } : undefined).end(() => {
        entry.answered = true
        if (answer.status < 300) this.answeredOk += 1
        this.changed()
      })
    }
    if (!answer.delayMs) return respond()
    const timer = setTimeout(() => {
      this.held.delete(timer)
      respond()
    }, answer.delayMs)
    this.held.set(timer, respond)
  }
}
