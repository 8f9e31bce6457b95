// Load for answers of many kilobytes (files). autocannon decodes every response body into a string
// (`req.body += data` in its lib/pipelinedRequestsQueue.js), which caps it near 70 MB/s on this kind
// of machine, so for large answers it would measure itself. This drives the same number of
// keep-alive connections with Node's own HTTP client, discards the bodies unread, and keeps the
// runs of load.ts (warm-up, then the better of two).
import http from 'node:http'
import { better, CONNECTIONS, MEASURE_SECONDS, MEASURED_RUNS, WARM_UP_SECONDS, type Load } from './load.ts'

function get(url: string, headers: Record<string, string>, agent: http.Agent): Promise<void> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        if ((response.statusCode ?? 0) >= 300) reject(new Error(`${url} answered ${response.statusCode}`))
        response.on('end', resolve).on('error', reject).resume()
      })
      .on('error', reject)
  })
}

async function run(
  url: string,
  headers: () => Record<string, string>,
  seconds: number,
  agent: http.Agent,
): Promise<Load> {
  const latencies: number[] = []
  const start = performance.now()
  const end = start + seconds * 1000
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < end) {
        const sent = performance.now()
        await get(url, headers(), agent)
        latencies.push(performance.now() - sent)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return {
    requestsPerSecond: latencies.length / ((performance.now() - start) / 1000),
    p99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
  }
}

/** `headers` is called for every request (a random Range, say). */
export async function loadLargeAnswers(url: string, headers: () => Record<string, string>): Promise<Load> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  try {
    await run(url, headers, WARM_UP_SECONDS, agent)
    const runs: Load[] = []
    for (let i = 0; i < MEASURED_RUNS; i++) runs.push(await run(url, headers, MEASURE_SECONDS, agent))
    return runs.reduce(better)
  } finally {
    agent.destroy()
  }
}
