// A local write that waits in the outbox should reach the server soon. Writers call
// localWriteHappened(); the app wires it to the sync engine at start (main.tsx), tests leave it off.
// `pull: false`: only the outbox needs delivering (a listening position), not a fresh pull.
export interface WriteOptions {
  pull: boolean
}
let listener: (options: WriteOptions) => void = () => {}

export function onLocalWrite(handler: (options: WriteOptions) => void): void {
  listener = handler
}

export function localWriteHappened(options: WriteOptions = { pull: true }): void {
  listener(options)
}
