// Puts one URL under load with autocannon (10 connections): a short warm-up, then two measured
// runs, answering the better requests per second and 99th-percentile latency of the two. Other
// work on the machine only ever slows a run down, so the better run is the closer figure.
// A run with any failed answer is an error: a fast 404 must never pass for a fast route.
import autocannon from 'autocannon'

export const CONNECTIONS = 10
export const WARM_UP_SECONDS = 1
export const MEASURED_RUNS = 2
export const MEASURE_SECONDS = 3

export interface Load {
  requestsPerSecond: number
  p99Ms: number
}

export const better = (a: Load, b: Load): Load => ({
  requestsPerSecond: Math.max(a.requestsPerSecond, b.requestsPerSecond),
  p99Ms: Math.min(a.p99Ms, b.p99Ms),
})

/** One measured run, without warm-up. */
export async function loadOnce(url: string, seconds: number, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers })
  const failed = result.errors + result.timeouts + result.non2xx
  if (failed > 0) throw new Error(`${url}: ${failed} of the answers failed (non-2xx, error or timeout)`)
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99 }
}

export async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  await loadOnce(url, WARM_UP_SECONDS, headers)
  const runs: Load[] = []
  for (let i = 0; i < MEASURED_RUNS; i++) runs.push(await loadOnce(url, MEASURE_SECONDS, headers))
  return runs.reduce(better)
}
