// The one dispatcher of page → worker messages: the shape is checked against ToWorker
// (db/schema/sw-messages.ts) and anything else is ignored.
/// <reference lib="webworker" />
import { Value } from 'typebox/value'
import { ToWorker } from '../db/schema/sw-messages.ts'

type Handlers = {
  [K in ToWorker['type']]: (message: Extract<ToWorker, { type: K }>, event: ExtendableMessageEvent) => Promise<unknown> | void
}

export function parseToWorker(data: unknown): ToWorker | undefined {
  return Value.Check(ToWorker, data) ? data : undefined
}

export function messageDispatcher(handlers: Handlers): (event: ExtendableMessageEvent) => void {
  return (event) => {
    const message = parseToWorker(event.data)
    if (!message) return
    const handle = handlers[message.type] as (m: ToWorker, e: ExtendableMessageEvent) => Promise<unknown> | void
    const done = handle(message, event)
    if (done) event.waitUntil(done)
  }
}
