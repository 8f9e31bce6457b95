// A look at an audio file, against a real HTTP server: audio answers, an HTTP error or a page is
// an answer without it, and a dropped connection or a server that holds its answer is no answer.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lookAtAudio } from './audio-reachability.ts'

const ranges: Array<string | undefined> = []
const server = http.createServer((request, response) => {
  ranges.push(request.headers.range)
  switch (request.url) {
    case '/audio/here.mp3':
      response.writeHead(206, { 'content-type': 'audio/mpeg', 'content-range': 'bytes 0-0/5000' })
      return response.end(Buffer.from([0xff]))
    case '/audio/page':
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return response.end('<!doctype html><title>Hub</title>')
    case '/audio/dropped':
      return request.socket.destroy()
    case '/audio/held':
      return // never answers
    default:
      response.writeHead(404, { 'content-type': 'application/json' })
      return response.end('{"error":"Not Found"}')
  }
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

describe('lookAtAudio', () => {
  it.each([
    ['audio that answers is reachable', '/audio/here.mp3', 'reachable'],
    ['a 404 is an answer without it', '/audio/never-uploaded', 'http-error'],
    ['a page where the audio should be is an answer without it', '/audio/page', 'http-error'],
    ['a dropped connection is no answer', '/audio/dropped', 'no-answer'],
    ['a server that holds its answer past the limit is no answer', '/audio/held', 'no-answer'],
  ])('%s', async (_name, path, expected) => {
    expect(await lookAtAudio(`${origin}${path}`, 300)).toBe(expected)
  })

  it('asks for one byte, as the element first does, not the whole file', async () => {
    ranges.length = 0
    await lookAtAudio(`${origin}/audio/here.mp3`)
    expect(ranges).toEqual(['bytes=0-0'])
  })
})
