// Fetches an admin- or user-supplied URL without letting it reach this machine or its network
// (SSRF): http(s) only, every address checked after DNS and before connecting, on every redirect
// hop, with timeouts, a byte cap and a content-type predicate. About 200 lines: the
// address policy and the request loop are one guarantee and are easier to audit side by side.
// The one guard: an IP literal is checked with the URL (the URL parser has already turned every
// spelling of an address, such as 2130706433 or 0x7f.1, into its plain form), and a name is
// checked by the lookup the socket connects with, so the address checked is the address used and
// a name that resolves elsewhere on a second lookup (DNS rebinding) gains nothing.
import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { Transform, pipeline, type Readable } from 'node:stream'
import { Errors } from '../../errors.ts'

export const MAX_REDIRECTS = 5
export const CONNECT_TIMEOUT_MS = 5_000
export const RESPONSE_TIMEOUT_MS = 15_000
export const BUFFERED_READ_TIMEOUT_MS = 60_000
const USER_AGENT = 'InfinaeonHub/1.0'

const PRIVATE = 'a private network address'
const RESERVED = 'a reserved address'
function ranges(type: 'ipv4' | 'ipv6', rules: Array<[string, number, string]>) {
  return rules.map(([base, prefix, label]) => {
    const list = new net.BlockList()
    list.addSubnet(base, prefix, type)
    return { list, label }
  })
}
const V4 = ranges('ipv4', [
  ['0.0.0.0', 8, 'an unspecified address'],
  ['127.0.0.0', 8, 'a loopback address'],
  ['10.0.0.0', 8, PRIVATE],
  ['172.16.0.0', 12, PRIVATE],
  ['192.168.0.0', 16, PRIVATE],
  ['169.254.0.0', 16, 'a link-local address (this includes the cloud metadata service)'],
  ['100.64.0.0', 10, 'a carrier-grade NAT address'],
  ['224.0.0.0', 4, 'a multicast address'],
  ['192.0.0.0', 24, RESERVED],
  ['192.0.2.0', 24, RESERVED],
  ['198.18.0.0', 15, RESERVED],
  ['198.51.100.0', 24, RESERVED],
  ['203.0.113.0', 24, RESERVED],
  ['240.0.0.0', 4, RESERVED],
])
const V6 = ranges('ipv6', [
  ['::', 128, 'an unspecified address'],
  ['::1', 128, 'a loopback address'],
  ['::ffff:0:0', 96, 'an IPv4-mapped IPv6 address'],
  ['fc00::', 7, PRIVATE],
  ['fe80::', 10, 'a link-local address'],
  ['ff00::', 8, 'a multicast address'],
  // Outside 2000::/3 nothing is public; inside it these embed or tunnel to IPv4, or are examples.
  ['2001::', 32, RESERVED],
  ['2001:db8::', 32, RESERVED],
  ['2002::', 16, RESERVED],
])
const GLOBAL_V6 = ranges('ipv6', [['2000::', 3, '']])[0]!.list

/** Why an address must not be fetched (e.g. "a loopback address"), or undefined when it is public. */
export function classifyAddress(address: string): string | undefined {
  const family = net.isIP(address)
  if (family === 0) return 'not an IP address'
  const rules = family === 4 ? V4 : V6
  const type = family === 4 ? 'ipv4' : 'ipv6'
  const hit = rules.find((rule) => rule.list.check(address, type))
  if (hit) return hit.label
  return family === 6 && !GLOBAL_V6.check(address, 'ipv6') ? RESERVED : undefined
}

/** A destination the policy refuses; mapped to URL_NOT_ALLOWED. */
class Refused extends Error {}

function refusal(address: string, host: string, allow: readonly string[]): Refused | undefined {
  if (allow.includes(address)) return undefined
  const why = classifyAddress(address)
  return why ? new Refused(`${host} is ${why}; only public internet addresses can be fetched.`) : undefined
}

/** dns.lookup that fails unless every address the name resolves to is allowed (runs before connect). */
export function checkedLookup(allow: readonly string[]): net.LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4)
      const refused = addresses.map((a) => refusal(a.address, hostname, allow)).find(Boolean)
      if (refused) return callback(refused, '', 4)
      const first = addresses[0]
      if (!first) return callback(new Error(`${hostname} has no address`), '', 4)
      // Node asks for all addresses when it races IPv4 and IPv6 (autoSelectFamily).
      if (options.all) return callback(null, addresses)
      callback(null, first.address, first.family)
    })
  }
}

/** Parses and checks a URL before any socket exists: scheme, credentials, names and IP literals. */
function checkTarget(raw: string, allow: readonly string[]): URL {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new Errors.UrlNotAllowed('The address must be a full http:// or https:// URL.')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Errors.UrlNotAllowed(`Only http and https addresses can be fetched (got ${url.protocol}).`)
  }
  if (url.username || url.password)
    throw new Errors.UrlNotAllowed('Addresses with a user name or password cannot be fetched.')
  const host = url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost')) {
    throw new Errors.UrlNotAllowed(`${host} is this server itself; only public internet addresses can be fetched.`)
  }
  const refused = net.isIP(host) ? refusal(host, url.hostname, allow) : undefined
  if (refused) throw new Errors.UrlNotAllowed(refused.message)
  return url
}

export interface SafeFetchOptions {
  /** IP addresses reachable although private (config.outboundAllowAddresses). */
  allowAddresses: readonly string[]
  headers?: Record<string, string>
  maxBytes: number
  /** Checked for 2xx answers; callers decide what they accept (e.g. audio/*). */
  expectedType?: { description: string; matches: (contentType: string) => boolean }
  /** Final statuses passed to the caller; default 2xx. Others fail as UPSTREAM_FAILED. */
  acceptStatus?: (status: number) => boolean
  connectTimeoutMs?: number
  responseTimeoutMs?: number
}

export interface SafeResponse {
  status: number
  headers: http.IncomingHttpHeaders
  /** Errors with UPSTREAM_FAILED once more than maxBytes arrive. */
  body: Readable
}

function toCatalogueError(error: unknown, url: URL): Error {
  if (error instanceof Refused) return new Errors.UrlNotAllowed(error.message)
  const { code } = error as NodeJS.ErrnoException
  if (code === 'UPSTREAM_FAILED' || code === 'URL_NOT_ALLOWED') return error as Error
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new Errors.UpstreamFailed(`the host ${url.hostname} could not be found`)
  if (code === 'ECONNREFUSED') return new Errors.UpstreamFailed(`${url.host} refused the connection`)
  return new Errors.UpstreamFailed(`the connection to ${url.host} failed`)
}

function requestOnce(url: URL, options: SafeFetchOptions): Promise<http.IncomingMessage> {
  const allow = [...options.allowAddresses]
  const isHttps = url.protocol === 'https:'
  const connectMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS
  const responseMs = options.responseTimeoutMs ?? RESPONSE_TIMEOUT_MS
  return new Promise((resolve, reject) => {
    const request = (isHttps ? https : http).request(url, {
      // A connection of its own (no pool shared with other fetches), looked up through the policy.
      agent: false,
      lookup: checkedLookup(allow),
      headers: { 'user-agent': USER_AGENT, ...options.headers },
    })
    const fail = (reason: string) => request.destroy(new Errors.UpstreamFailed(reason))
    const responseTimer = setTimeout(() => fail(`${url.host} did not answer within ${responseMs / 1000} s`), responseMs)
    request.on('socket', (socket) => {
      if (!socket.connecting) return
      const connectTimer = setTimeout(
        () => fail(`could not connect to ${url.host} within ${connectMs / 1000} s`),
        connectMs,
      )
      socket.once('connect', () => clearTimeout(connectTimer)).once('close', () => clearTimeout(connectTimer))
    })
    request.on('response', (response) => {
      clearTimeout(responseTimer)
      resolve(response)
    })
    request.on('error', (error) => {
      clearTimeout(responseTimer)
      reject(toCatalogueError(error, url))
    })
    request.end()
  })
}

function tooLarge(maxBytes: number): string {
  const limit = maxBytes >= 1024 * 1024 ? `${Math.round(maxBytes / 1024 / 1024)} MB` : `${maxBytes} bytes`
  return `the file is larger than the ${limit} limit`
}

function capped(source: http.IncomingMessage, maxBytes: number): Readable {
  let seen = 0
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length
      done(seen > maxBytes ? new Errors.UpstreamFailed(tooLarge(maxBytes)) : null, chunk)
    },
  })
  return pipeline(source, limit, () => {})
}

/** GETs url, following up to MAX_REDIRECTS redirects itself so every hop is checked again. */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<SafeResponse> {
  let url = checkTarget(rawUrl, options.allowAddresses)
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(url, options)
    const status = response.statusCode ?? 0
    const location = response.headers.location
    if (status >= 300 && status < 400 && location) {
      response.destroy()
      if (hop >= MAX_REDIRECTS) throw new Errors.UpstreamFailed(`more than ${MAX_REDIRECTS} redirects`)
      url = checkTarget(new URL(location, url).href, options.allowAddresses)
      continue
    }
    const reject = (reason: string) => {
      response.destroy()
      return new Errors.UpstreamFailed(reason)
    }
    if (!(options.acceptStatus ?? ((s: number) => s >= 200 && s < 300))(status))
      throw reject(`the source answered HTTP ${status}`)
    const contentType = response.headers['content-type'] ?? ''
    const expected = options.expectedType
    if (status < 300 && expected && !expected.matches(contentType)) {
      throw reject(`expected ${expected.description} but the source sent ${contentType || 'no content type'}`)
    }
    if (Number(response.headers['content-length'] ?? 0) > options.maxBytes) throw reject(tooLarge(options.maxBytes))
    return { status, headers: response.headers, body: capped(response, options.maxBytes) }
  }
}

/** Reads a (capped) body into memory, giving up after timeoutMs so a stalled source cannot hold it. */
export async function readBody(body: Readable, timeoutMs = BUFFERED_READ_TIMEOUT_MS): Promise<Buffer> {
  const timer = setTimeout(
    () => body.destroy(new Errors.UpstreamFailed(`the download took longer than ${timeoutMs / 1000} s`)),
    timeoutMs,
  )
  try {
    const chunks: Buffer[] = []
    for await (const chunk of body) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks)
  } finally {
    clearTimeout(timer)
  }
}
