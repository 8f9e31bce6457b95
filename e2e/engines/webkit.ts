// WebKit, the engine of every browser on an iPhone: Debian's WebKitGTK (package webkit2gtk-driver)
// driven over W3C WebDriver by WebKitWebDriver, with its MiniBrowser on a virtual display (Xvfb).
// Each page is a new WebDriver session: a new MiniBrowser with an empty, ephemeral profile.
import { spawn, type ChildProcess } from 'node:child_process'
import WebDriver, { type Client } from 'webdriver'
import { freePort, stopProcess, untilListening } from './processes.ts'
import { PHONE, type EngineBrowser, type EnginePage } from './engine-page.ts'

const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

/** An X display of its own (Xvfb picks a free number and says which on a file descriptor). */
async function startDisplay(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  const display = await new Promise<string>((resolve, reject) => {
    let said = ''
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString()
      if (said.includes('\n')) resolve(`:${said.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
  })
  return { display, process: xvfb }
}

export async function launchWebKit(): Promise<EngineBrowser> {
  const { display, process: xvfb } = await startDisplay()
  const port = await freePort()
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: process.env.WEBKIT_LOG ? 'inherit' : 'ignore',
  })
  await untilListening(port)
  let client: Client | undefined
  const closePage = async () => {
    await client?.deleteSession().catch(() => {})
    client = undefined
  }
  return {
    async newPage() {
      client = await openSession(port)
      await client.setTimeouts(undefined, 60_000, 60_000)
      await client.setWindowRect(0, 0, PHONE.width, PHONE.height)
      return webKitPage(client)
    },
    closePage,
    async close() {
      await closePage()
      await stopProcess(driver)
      await stopProcess(xvfb)
    },
  }
}

/**
 * A new session, tried again when it fails to open: on a loaded machine WebKitWebDriver sometimes
 * drops the connection while it starts the MiniBrowser (UND_ERR_SOCKET), before any page exists.
 */
async function openSession(port: number, attempts = 3): Promise<Client> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        logLevel: 'error',
        connectionRetryCount: 0,
        capabilities: {
          'webkitgtk:browserOptions': {
            binary: MINIBROWSER,
            args: ['--automation', ...(process.env.WEBKIT_ARGS ? process.env.WEBKIT_ARGS.split(' ') : [])],
          },
        } as WebdriverIO.Capabilities,
      })
    } catch (error) {
      if (attempt >= attempts) throw error
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
  }
}

function webKitPage(client: Client): EnginePage {
  const element = async (selector: string) => {
    const found = await client.findElement('css selector', selector)
    const id = (found as Record<string, string>)['element-6066-11e4-a52e-4f735466cecf']
    if (!id) throw new Error(`no element matches ${selector}: ${JSON.stringify(found)}`)
    return id
  }
  return {
    engine: 'webkit',
    goto: (url) => client.navigateTo(url),
    back: () => client.back(),
    reload: () => client.refresh(),
    url: () => client.getUrl(),
    async evaluate(fn, arg) {
      // The function's source is sent as the script's body: no eval in the page, so the page's
      // Content-Security-Policy (no 'unsafe-eval') does not stand in the way.
      const script = `const done = arguments[arguments.length - 1];
        Promise.resolve().then(() => (${fn.toString()})(arguments[0]))
          .then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }))`
      const answer = (await client.executeAsyncScript(script, [arg ?? null])) as { value?: unknown; error?: string }
      if (answer.error !== undefined) throw new Error(`in the page: ${answer.error}`)
      return answer.value as never
    },
    async click(selector) {
      await client.elementClick(await element(selector))
    },
    async type(selector, text) {
      const id = await element(selector)
      await client.elementClick(id)
      await client.elementSendKeys(id, text)
    },
    async screenshot() {
      return Buffer.from(await client.takeScreenshot(), 'base64')
    },
    log: () => [],
  }
}
