// Admin login, session cookie, logout, and the failed-attempt limit.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../testing/build-test-app.ts'
import { SESSION_COOKIE } from '../plugins/auth.ts'

let t: TestApp
beforeEach(async () => { t = await buildTestApp() })
afterEach(async () => { await t.close() })

function sessionCookie(res: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)
  return cookie ? `${cookie.name}=${cookie.value}` : ''
}

describe('admin auth', () => {
  it('logs in with the right password and sets an httpOnly strict cookie', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: TEST_ADMIN_PASSWORD } })
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
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: TEST_ADMIN_PASSWORD } })
    const cookie = sessionCookie(login)
    const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })
    expect(logout.statusCode).toBe(204)
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401)
  })

  it('accepts the x-admin-password header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-admin-password': TEST_ADMIN_PASSWORD } })
    expect(res.statusCode).toBe(200)
  })

  it('blocks an address after 10 failed attempts, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: `guess-${i}` } })
      expect(res.statusCode).toBe(401)
    }
    const blocked = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { password: TEST_ADMIN_PASSWORD } })
    expect(blocked.statusCode).toBe(429)
    const header = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { 'x-admin-password': TEST_ADMIN_PASSWORD } })
    expect(header.statusCode).toBe(429)
  })
})
