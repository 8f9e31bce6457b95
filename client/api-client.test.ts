// The typed client against the real server: paths filled from typed parameters, queries, JSON and
// form bodies, 204s, and every failure as one ApiError with the server's code; a call that a
// server takes and never answers, or stops answering halfway, is given up. The type checks at the
// bottom fail `tsc` if the client accepts a wrong call.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { adminHeaders, buildTestApp, type TestApp } from '../api/testing/build-test-app.ts'
import { api, apiUrl, setApiBase, setStallMs } from './api-client.ts'
import { STALL_MS } from './stall-guard.ts'
import { ApiError, isRetryable } from './api-error.ts'
import type { Story } from '../contract/story.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  setApiBase(await t.app.listen({ port: 0, host: '127.0.0.1' }))
})
afterAll(async () => {
  await t.close()
})

describe('api client', () => {
  it('publishes as JSON, reads back by typed path parameter, and lists with a query', async () => {
    const created = await api.createStory({
      body: { title: 'Typed Gate', content: 'It opens.', silent: true },
      headers: adminHeaders,
    })
    expect(created).toMatchObject({ title: 'Typed Gate', category: 'standalone' })
    expect((await api.getStory({ params: { id: created.id } })).content).toBe('It opens.')
    const found = await api.listStories({ query: { search: 'Typed' } })
    expect(found.map((s) => s.id)).toEqual([created.id])
  })

  it('builds a multipart form from the fields and files, numbers and flags as text', async () => {
    const storyFile = new File(['Chapter 1: Rain\n\nIt rained on the gate.'], 'rain.txt', { type: 'text/plain' })
    const created = await api.createStory({
      body: { title: 'From a file', storyFile, silent: true, category: 'series', seasonNumber: 2, episodeNumber: '3' },
      headers: adminHeaders,
    })
    expect(created).toMatchObject({ title: 'From a file', seasonNumber: 2, episodeNumber: 3 })
    expect((await api.getStory({ params: { id: created.id } })).content).toContain('It rained on the gate.')
  })

  it('answers a 204 with nothing', async () => {
    const { id } = await api.createStory({
      body: { title: 'Short-lived', content: 'Gone soon.' },
      headers: adminHeaders,
    })
    await expect(api.deleteStory({ params: { id }, headers: adminHeaders })).resolves.toBeUndefined()
  })

  it('throws one ApiError with the status, the server code and its message', async () => {
    const error = await api
      .getStory({ params: { id: '00000000-0000-4000-8000-000000000000' } })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'STORY_NOT_FOUND', serverMessage: 'Story not found' })
    expect((error as ApiError).message).toMatch(/^404: \{/)
    expect(isRetryable(error)).toBe(false)
    const denied = await api
      .deleteStory({ params: { id: '00000000-0000-4000-8000-000000000000' } })
      .catch((e: unknown) => e)
    expect(denied).toMatchObject({ status: 401, code: 'UNAUTHORIZED' })
  })

  it('reports a server it cannot reach as status 0, NETWORK, retryable', async () => {
    setApiBase('http://127.0.0.1:9')
    try {
      const error = await api.listSeries().catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 0, code: 'NETWORK' })
      expect(isRetryable(error)).toBe(true)
    } finally {
      setApiBase(t.app.listeningOrigin)
    }
  })

  it('gives up a call the server takes and never answers, as no answer (status 0, NETWORK), and closes it', async () => {
    // A real server that reads every request and answers none (a captive portal, a dead cell).
    const closed: string[] = []
    const silent = http.createServer((req) => {
      req.resume()
      req.on('close', () => closed.push(`${req.method} ${req.url}`))
    })
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    setApiBase(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`)
    setStallMs(300)
    try {
      const error = await api
        .createComment({ params: { id: 'x' }, body: { userName: 'Ilen', content: 'Hello?' } })
        .catch((e: unknown) => e)
      expect(error).toMatchObject({ status: 0, code: 'NETWORK', message: 'No answer from the server in 0.3 s.' })
      expect(isRetryable(error)).toBe(true)
      await expect.poll(() => closed).toEqual(['POST /api/stories/x/comments'])
      // A read too: the sync's pull would otherwise hold its round, and the outbox behind it.
      const read = await api.listSeries().catch((e: unknown) => e)
      expect(read).toMatchObject({ status: 0, code: 'NETWORK', message: 'No answer from the server in 0.3 s.' })
      await expect.poll(() => closed).toEqual(['POST /api/stories/x/comments', 'GET /api/series'])
      // Not a write its caller stops (the admin cancels a publish): that stays the caller's.
      const writing = new AbortController()
      const write = api
        .createComment({ params: { id: 'x' }, body: { userName: 'Ilen', content: 'Again?' }, signal: writing.signal })
        .catch((e: unknown) => e)
      writing.abort()
      expect(((await write) as ApiError).message).not.toMatch(/No answer/)
    } finally {
      setStallMs(STALL_MS)
      setApiBase(t.app.listeningOrigin)
      silent.closeAllConnections()
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  it('waits for an answer that keeps coming, however slowly, and gives up one that stops halfway', async () => {
    // A real server sending the list of series a few bytes at a time, each step sooner than the
    // stall limit, the whole answer later than it; then one that stops after its first bytes.
    const answer = JSON.stringify([{ id: 's1', title: 'Slow Tide' }])
    const slow = http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(answer.length) })
      const stopAt = req.url?.includes('halfway') ? 4 : answer.length
      let sent = 0
      const step = () => {
        if (sent >= stopAt || res.destroyed) return
        res.write(answer.slice(sent, sent + 4))
        sent += 4
        setTimeout(step, 100)
      }
      step()
    })
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve))
    const origin = `http://127.0.0.1:${(slow.address() as AddressInfo).port}`
    setStallMs(300)
    try {
      setApiBase(origin)
      const started = Date.now()
      expect(await api.listSeries()).toEqual([{ id: 's1', title: 'Slow Tide' }])
      expect(Date.now() - started).toBeGreaterThan(300)
      setApiBase(`${origin}/halfway`)
      expect(await api.listSeries().catch((e: unknown) => e)).toMatchObject({
        status: 0,
        code: 'NETWORK',
        message: "The server's answer stopped halfway: nothing more came for 0.3 s.",
      })
    } finally {
      setStallMs(STALL_MS)
      setApiBase(t.app.listeningOrigin)
      slow.closeAllConnections()
      await new Promise((resolve) => slow.close(resolve))
    }
  })

  it('builds the addresses the browser loads itself', () => {
    expect(apiUrl('proxyAudio', { query: { url: 'https://drive.example/a?b=1' } })).toBe(
      `${t.app.listeningOrigin}/api/audio-proxy?url=https%3A%2F%2Fdrive.example%2Fa%3Fb%3D1`,
    )
    expect(apiUrl('getMediaFile', { params: { kind: 'covers', file: 'x.jpg' } })).toBe(
      `${t.app.listeningOrigin}/api/media/covers/x.jpg`,
    )
  })

  it('is typed by the endpoint table', () => {
    expectTypeOf(api.getStory).returns.resolves.toEqualTypeOf<Story>()
    expectTypeOf(api.deleteStory).returns.resolves.toBeVoid()
    // @ts-expect-error: getStory needs its id
    void (() => api.getStory())
    // @ts-expect-error: no such parameter
    void (() => api.getStory({ params: { storyId: 'x' } }))
    // @ts-expect-error: a comment needs its content
    void (() => api.createComment({ params: { id: 'x' }, body: { userName: 'n' } }))
    // @ts-expect-error: media are addresses, not JSON calls
    void (() => api.getAudioFile({ params: { file: 'x.mp3' } }))
  })
})
