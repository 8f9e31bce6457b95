// The bench's helper processes (the server, the push service) answer over IPC: these wait for one
// kind of message from a child and ask it to stop.
import type { ChildProcess } from 'node:child_process'

/** The next message of `type` from `child`; rejects if the child exits first. */
export function nextMessage<M extends { type: string }, T extends M['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<M, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`bench child process exited with ${code}`))
    const onMessage = (message: M) => {
      if (message.type !== type) return
      child.off('message', onMessage).off('exit', onExit)
      resolve(message as Extract<M, { type: T }>)
    }
    child.on('message', onMessage).once('exit', onExit)
  })
}

/** Asks the child to stop and resolves once it has exited. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.send({ type: 'stop' })
  })
}
