// For data tests of admin writes: signs in to the test server before each test and sends the
// session cookie with every fetch (Node has no cookie jar; the browser would send it). Optional:
// act as offline, and hear each request. Register after useServerAndLocalDb.
import { afterEach, beforeEach } from 'vitest'
import type { TestApp } from '../../api/testing/build-test-app.ts'

interface Options {
  offline?: () => boolean
  onRequest?: (method: string, pathname: string) => void
}

export function useAdminFetch(t: { readonly origin: string; readonly server: TestApp }, options: Options = {}) {
  const realFetch = globalThis.fetch
  let cookie = ''
  beforeEach(async () => {
    const login = await realFetch(`${t.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: t.server.config.adminPassword }),
    })
    cookie = login.headers.get('set-cookie')!.split(';')[0]!
    globalThis.fetch = (input, init) => {
      options.onRequest?.(init?.method ?? 'GET', new URL(input instanceof Request ? input.url : String(input)).pathname)
      if (options.offline?.()) return Promise.reject(new TypeError('Failed to fetch'))
      return realFetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } })
    }
  })
  afterEach(() => {
    globalThis.fetch = realFetch
  })
  return {
    realFetch,
    get cookie() {
      return cookie
    },
  }
}
