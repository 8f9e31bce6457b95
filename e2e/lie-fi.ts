// A network that looks online and reaches nothing (lie-fi: a captive portal, a train tunnel): a
// real TCP proxy in front of the test's server. While it lies, it keeps accepting connections and
// swallows every byte both ways, so a request is neither refused nor answered.
import net from 'node:net'

export interface LieFi {
  /** The proxy's origin: pages loaded from it go through it. */
  origin: string
  /** From now on nothing gets through, on new connections or on those already open. */
  lie: () => void
  /** Bytes flow again (connections held meanwhile stay silent; new ones work). */
  tellTruth: () => void
  close: () => Promise<void>
}

export async function lieFiProxy(target: URL): Promise<LieFi> {
  let lying = false
  const sockets = new Set<net.Socket>()
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname)
    const heldSince = lying
    const passes = () => !lying && !heldSince
    client.on('data', (chunk) => { if (passes()) upstream.write(chunk) })
    upstream.on('data', (chunk) => { if (passes()) client.write(chunk) })
    for (const [from, to] of [[client, upstream], [upstream, client]] as const) {
      sockets.add(from)
      from.on('close', () => { sockets.delete(from); if (!lying) to.destroy() })
      from.on('error', () => undefined)
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    lie: () => { lying = true },
    tellTruth: () => { lying = false },
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
