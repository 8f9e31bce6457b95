// Admin login, session cookie, logout, and the failed-attempt limit: counted before the password
// is checked (so a concurrent burst cannot slip past it), per client address as TRUST_PROXY says.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/build-test-app.ts'
import { SESSION_COOKIE } from '../plugins/auth.ts'

let t: TestApp
beforeEach(async () => {
  t = await buildTestApp()
})
afterEach(async () => {
  await t.close()
})

function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)
  return cookie ? `${cookie.name}=${cookie.value}` : ''
}

describe('admin auth', () => {
  it('logs in with the right password and sets an httpOnly strict cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ role: 'admin' })
    const setCookie = String(res.headers['set-cookie'])
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Strict')
    const user = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: sessionCookie(res) } })
    expect(user.statusCode).toBe(200)
  })

  it('refuses a wrong password with the spec wording and no cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'nope' } })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ code: 'INVALID_PASSWORD', message: 'Invalid admin password. Please try again.' })
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('rejects a blank password as bad input', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: '' } })
    expect(res.statusCode).toBe(400)
  })

  it('answers 401 for /api/auth/user without a session, and after logout', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401)
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    })
    const cookie = sessionCookie(login)
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })

  it('accepts the x-admin-password header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    })
    expect(res.statusCode).toBe(200)
  })

  it('blocks an address after 10 failed attempts, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: `guess-${i}` } })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { password: TEST_ADMIN_PASSWORD },
    })
    expect(blocked.statusCode).toBe(429)
    const header = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
    })
    expect(header.statusCode).toBe(429)
  })

  it('evaluates at most 10 of 60 concurrent wrong logins; the rest get 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: `burst-${i}` } }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10)
    const refused = answers.filter((r) => r.statusCode === 429)
    expect(refused).toHaveLength(50)
    const retryAfter = Number(refused[0]!.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(14 * 60)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(refused[0]!.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed admin password attempts from your address. Try again in 15 minutes.',
    })
  })

  it('evaluates at most 10 of 60 concurrent wrong x-admin-password headers', async () => {
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-admin-password': `burst-${i}` } }),
      ),
    )
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(10)
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(50)
  })

  it('does not count a right password against its admin', async () => {
    for (let i = 0; i < 25; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user',
        headers: { 'x-admin-password': TEST_ADMIN_PASSWORD },
      })
      expect(res.statusCode).toBe(200)
    }
    for (let i = 0; i < 10; i++) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: `guess-${i}` } }))
          .statusCode,
      ).toBe(401)
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: 'guess-10' } })).statusCode,
    ).toBe(429)
  })

  it('counts an IPv6 client by its /64, so rotating addresses inside it does not help', async () => {
    for (let i = 1; i <= 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: `2001:db8:1:2::${i.toString(16)}`,
        payload: { password: 'x' },
      })
      expect(res.statusCode).toBe(401)
    }
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '2001:db8:1:2:ffff::1',
      payload: { password: 'x' },
    })
    expect(rotated.statusCode).toBe(429)
    const neighbour = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '2001:db8:1:3::1',
      payload: { password: 'x' },
    })
    expect(neighbour.statusCode).toBe(401)
  })
})

describe('admin auth behind a reverse proxy', () => {
  const login = (forwardedFor: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { password: 'wrong' },
    })

  it('with TRUST_PROXY=1, a rotating spoofed left-most entry does not escape the limit', async () => {
    await t.close()
    t = await buildTestApp({ trustProxy: 1 })
    const statuses = []
    for (let n = 1; n <= 15; n++) statuses.push((await login(`198.51.100.${n}, 10.0.0.1`)).statusCode)
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(5).fill(429)])
    // Another client behind the same proxy has its own count.
    expect((await login('198.51.100.1, 10.0.0.2')).statusCode).toBe(401)
  })

  it('with a list of proxy addresses, entries the proxies added are skipped', async () => {
    await t.close()
    t = await buildTestApp({ trustProxy: ['127.0.0.1', '10.0.0.0/8'] })
    for (let n = 1; n <= 10; n++) expect((await login(`198.51.100.${n}, 203.0.113.7, 10.0.0.1`)).statusCode).toBe(401)
    expect((await login('198.51.100.99, 203.0.113.7, 10.9.9.9')).statusCode).toBe(429)
  })

  it('without TRUST_PROXY, X-Forwarded-For is ignored', async () => {
    for (let n = 1; n <= 10; n++) expect((await login(`198.51.100.${n}`)).statusCode).toBe(401)
    expect((await login('203.0.113.50')).statusCode).toBe(429)
  })
})
