// The fake push service of the tests (api/testing/fake-push-service.ts) in its own process for P7,
// so checking signatures and decrypting 10,000 messages does not share an event loop with the load
// generator. The bench asks it over IPC for subscriptions and for the moment a count has arrived.
import { fork } from 'node:child_process'
import path from 'node:path'
import { nextMessage, stopChild } from './child-process.ts'
import type { FakeSubscription } from '../api/testing/fake-push-service.ts'

export type ToPushService =
  { type: 'subscribe'; count: number } | { type: 'await-delivered'; count: number } | { type: 'stop' }
export type FromPushService =
  | { type: 'ready'; host: string }
  | { type: 'subscriptions'; subscriptions: FakeSubscription[] }
  | { type: 'delivered'; count: number; failed: number }

export interface BenchPushService {
  /** host:port, for the server's PUSH_EXTRA_HOSTS. */
  host: string
  subscribe: (count: number) => Promise<FakeSubscription[]>
  /** Resolves once `count` messages have been delivered in all (decrypted and answered 201). */
  delivered: (count: number) => Promise<{ failed: number }>
  stop: () => Promise<void>
}

export async function startPushService(port: number): Promise<BenchPushService> {
  const child = fork(path.join(import.meta.dirname, 'push-service-entry.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const { host } = await nextMessage<FromPushService, 'ready'>(child, 'ready')
  const send = (message: ToPushService) => child.send(message)
  return {
    host,
    subscribe: async (count) => {
      const answer = nextMessage<FromPushService, 'subscriptions'>(child, 'subscriptions')
      send({ type: 'subscribe', count })
      return (await answer).subscriptions
    },
    delivered: async (count) => {
      const answer = nextMessage<FromPushService, 'delivered'>(child, 'delivered')
      send({ type: 'await-delivered', count })
      return { failed: (await answer).failed }
    },
    stop: () => stopChild(child),
  }
}
