// The fake push service of the tests (api/testing/fake-push-service.ts) in its own process for P7,
// so checking signatures and decrypting 10,000 messages does not share an event loop with the load
// generator. The bench asks it over IPC for subscriptions and for the moment a count has arrived.
import { fork, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import type { FakeSubscription } from '../api/testing/fake-push-service.ts'

export type ToPushService = { type: 'subscribe'; count: number } | { type: 'await-delivered'; count: number } | { type: 'stop' }
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

function nextMessage<T extends FromPushService['type']>(child: ChildProcess, type: T): Promise<Extract<FromPushService, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench push service exited with ${code}`))
    const onMessage = (message: FromPushService) => {
      if (message.type !== type) return
      child.off('message', onMessage).off('exit', onExit)
      resolve(message as Extract<FromPushService, { type: T }>)
    }
    child.on('message', onMessage).once('exit', onExit)
  })
}

export async function startPushService(port: number): Promise<BenchPushService> {
  const child = fork(path.join(import.meta.dirname, 'push-service-entry.ts'), [String(port)], {
    execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const { host } = await nextMessage(child, 'ready')
  const send = (message: ToPushService) => child.send(message)
  return {
    host,
    subscribe: async (count) => {
      const answer = nextMessage(child, 'subscriptions')
      send({ type: 'subscribe', count })
      return (await answer).subscriptions
    },
    delivered: async (count) => {
      const answer = nextMessage(child, 'delivered')
      send({ type: 'await-delivered', count })
      return { failed: (await answer).failed }
    },
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      send({ type: 'stop' })
    }),
  }
}
