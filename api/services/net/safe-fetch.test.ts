// The outbound-fetch policy: which addresses are refused, that refusal happens before any
// connection (traps on other loopback addresses count them), redirects, timeouts and caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  checkedLookup,
  classifyAddress,
  MAX_REDIRECTS,
  readBody,
  safeFetch,
  type SafeFetchOptions,
} from './safe-fetch.ts'
import { NARRATION, startAudioHost, startTrap, type AudioHost, type Trap } from '../../testing/loopback-audio-host.ts'

describe('classifyAddress', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.0.0.2', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.0.0.1', 'a private network address'],
    ['172.16.0.1', 'a private network address'],
    ['172.31.255.255', 'a private network address'],
    ['192.168.1.1', 'a private network address'],
    ['fc00::1', 'a private network address'],
    ['fd12:3456::1', 'a private network address'],
    ['169.254.169.254', 'a link-local address (this includes the cloud metadata service)'],
    ['fe80::1', 'a link-local address'],
    ['100.64.0.1', 'a carrier-grade NAT address'],
    ['100.127.255.254', 'a carrier-grade NAT address'],
    ['0.0.0.0', 'an unspecified address'],
    ['0.1.2.3', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.10', 'a reserved address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped IPv6 address'],
    ['::ffff:7f00:1', 'an IPv4-mapped IPv6 address'],
    ['::ffff:169.254.169.254', 'an IPv4-mapped IPv6 address'],
    ['::ffff:10.0.0.1', 'an IPv4-mapped IPv6 address'],
    ['2002:7f00:1::', 'a reserved address'],
    ['64:ff9b::7f00:1', 'a reserved address'],
    ['example.com', 'not an IP address'],
  ])('refuses %s as %s', (address, why) => {
    expect(classifyAddress(address)).toBe(why)
  })

  it.each(['8.8.8.8', '1.1.1.1', '172.32.0.1', '100.128.0.1', '2606:4700:4700::1111'])(
    'accepts the public address %s',
    (address) => {
      expect(classifyAddress(address)).toBeUndefined()
    },
  )
})

describe('checkedLookup', () => {
  const lookup = (allow: string[]) =>
    new Promise<unknown>((resolve, reject) => {
      checkedLookup(allow)('localhost', { all: true }, (error, addresses) =>
        error ? reject(error) : resolve(addresses),
      )
    })

  it('refuses a name once DNS says it is a loopback address', async () => {
    await expect(lookup([])).rejects.toThrow('localhost is a loopback address')
  })

  it('passes allow-listed addresses through', async () => {
    await expect(lookup(['127.0.0.1', '::1'])).resolves.toContainEqual({ address: '127.0.0.1', family: 4 })
  })
})

describe('safeFetch', () => {
  let host: AudioHost
  let trap: Trap
  beforeAll(async () => {
    host = await startAudioHost()
    trap = await startTrap('127.0.0.2')
  })
  afterAll(async () => {
    await host.close()
    await trap.close()
  })
  const options = (extra: Partial<SafeFetchOptions> = {}): SafeFetchOptions => ({
    allowAddresses: ['127.0.0.1'],
    maxBytes: 10 * 1024 * 1024,
    ...extra,
  })

  it('fetches an allow-listed loopback host and streams the body', async () => {
    const response = await safeFetch(`${host.origin}/narration.mp3`, options())
    expect(response.status).toBe(200)
    expect(Buffer.compare(await readBody(response.body), NARRATION)).toBe(0)
  })

  it('refuses a loopback address that is not allow-listed without connecting to it', async () => {
    await expect(safeFetch(`http://127.0.0.2:${trap.port}/x`, options())).rejects.toMatchObject({
      code: 'URL_NOT_ALLOWED',
      statusCode: 400,
      message: expect.stringContaining('loopback'),
    })
    expect(trap.connections()).toBe(0)
  })

  it('refuses everything private when nothing is allow-listed, the test host included', async () => {
    const before = host.connections()
    await expect(safeFetch(`${host.origin}/narration.mp3`, options({ allowAddresses: [] }))).rejects.toMatchObject({
      code: 'URL_NOT_ALLOWED',
    })
    expect(host.connections()).toBe(before)
  })

  it('follows a relative redirect and checks the new address', async () => {
    const response = await safeFetch(`${host.origin}/redirect?to=/short.mp3`, options())
    expect(response.status).toBe(200)
    response.body.destroy()
  })

  it('refuses a redirect to a refused address, having connected only to the first host', async () => {
    const to = encodeURIComponent(`http://127.0.0.2:${trap.port}/x`)
    await expect(safeFetch(`${host.origin}/redirect?to=${to}`, options())).rejects.toMatchObject({
      code: 'URL_NOT_ALLOWED',
    })
    expect(trap.connections()).toBe(0)
  })

  it(`gives up after ${MAX_REDIRECTS} redirects`, async () => {
    await expect(safeFetch(`${host.origin}/redirect-loop`, options())).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      statusCode: 502,
    })
    expect(host.hits.filter((hit) => hit === '/redirect-loop')).toHaveLength(MAX_REDIRECTS + 1)
  })

  it('fails a source that never answers once the response timeout passes', async () => {
    await expect(safeFetch(`${host.origin}/hang`, options({ responseTimeoutMs: 200 }))).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringContaining('did not answer'),
    })
  })

  it('refuses a content type the caller does not accept', async () => {
    const expectedType = { description: 'an audio file', matches: (type: string) => type.startsWith('audio/') }
    await expect(safeFetch(`${host.origin}/page.html`, options({ expectedType }))).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringContaining('text/html'),
    })
  })

  it('refuses a status the caller does not accept', async () => {
    await expect(safeFetch(`${host.origin}/missing`, options())).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringContaining('404'),
    })
  })

  it('refuses a declared length over the cap before reading the body', async () => {
    await expect(safeFetch(`${host.origin}/narration.mp3`, options({ maxBytes: 1000 }))).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
    })
  })

  it('cuts off an undeclared length once the cap is passed', async () => {
    const response = await safeFetch(`${host.origin}/chunked.mp3`, options({ maxBytes: 1000 }))
    await expect(readBody(response.body)).rejects.toMatchObject({
      code: 'UPSTREAM_FAILED',
      message: expect.stringContaining('larger'),
    })
  })

  it('passes request headers such as Range', async () => {
    const response = await safeFetch(`${host.origin}/narration.mp3`, options({ headers: { range: 'bytes=0-9' } }))
    expect(response.status).toBe(206)
    expect(await readBody(response.body)).toEqual(NARRATION.subarray(0, 10))
  })
})
