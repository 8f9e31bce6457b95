// A network that looks online and reaches nothing (lie-fi: a captive portal, a train tunnel): a
// real TCP proxy in front of the test's server. While it lies, it keeps accepting connections and
// swallows every byte both ways, so a request is neither refused nor answered.
import net from 'node:net'

export interface LieFi {
  /** The proxy's origin: pages loaded from it go through it. */
  origin: string
  /** From now on nothing gets through, on new connections or on those already open. */
  lie: () => void
  /** Bytes flow again on new connections; those that lived through the lie are reset, as a real
   * network coming back drops them (their bytes were lost), so nothing waits on them. */
  tellTruth: () => void
  close: () => Promise<void>
}

export async function lieFiProxy(target: URL): Promise<LieFi> {
  let lying = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname)
    client.on('data', (chunk) => {
      if (!lying) upstream.write(chunk)
    })
    upstream.on('data', (chunk) => {
      if (!lying) client.write(chunk)
    })
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from)
      from.on('close', () => {
        sockets.delete(from)
        if (!lying) to.destroy()
      })
      from.on('error', () => undefined)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    lie: () => {
      lying = true
    },
    tellTruth: () => {
      for (const socket of sockets) socket.destroy()
      lying = false
    },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
