// A local write that waits in the outbox should reach the server soon. Writers call
// localWriteHappened(); the app wires it to the sync engine at start (main.tsx), tests leave it off.
let listener: () => void = () => {}

export function onLocalWrite(handler: () => void): void {
  listener = handler
}

export function localWriteHappened(): void {
  listener()
}
