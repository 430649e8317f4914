// Chromium (Debian's, driven by playwright-core) and the host app's own loopback server: the host is served at
// http://127.0.0.1:PORT and the same pages at http://localhost:PORT (another origin).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../../../tests/chromium.mjs'
import { type RequestLog, watchRequests } from '../../../../tests/outbound.js'
import { requestUrl } from '../../http/requestUrl.js'
import { serveSafely } from '../../http/serveSafely.js'
import { childPageHtml, hostPageHtml } from './hostPage.js'

export interface BrowserHost {
  browser: Browser
  /** The host app's origin (http://127.0.0.1:PORT). */
  hostOrigin: string
  /** The same server under another origin (http://localhost:PORT). */
  otherOrigin: string
  /**
   * The host app embedding `frameUrl`, in the one page of one browser context (navigated anew each time, which is
   * much cheaper than a new page on a loaded machine); other pages of the context (popups) are closed first.
   */
  openHost(frameUrl: string): Promise<Page>
  /** The context's requests; a test fails when `outbound` (bound to another machine) is not empty. */
  requests: RequestLog
  stop(): Promise<void>
}

export async function startBrowserHost(): Promise<BrowserHost> {
  const server = createServer(
    serveSafely('browser host', (request, response) => {
      const path = requestUrl(request).pathname
      const body = path === '/host.html' ? hostPageHtml : path === '/child.html' ? childPageHtml : undefined
      response.writeHead(body ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' })
      response.end(body ?? 'not found')
    }),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const port = (server.address() as AddressInfo).port
  const browser = await launchChromium()
  const hostOrigin = `http://127.0.0.1:${port}`
  const context = await browser.newContext()
  const requests = watchRequests(context)
  const page = await context.newPage()
  return {
    browser,
    requests,
    hostOrigin,
    otherOrigin: `http://localhost:${port}`,
    async openHost(frameUrl) {
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== page)
          .map((other) => other.close()),
      )
      await page.goto(`${hostOrigin}/host.html?frame=${encodeURIComponent(frameUrl)}`)
      await page.waitForFunction(() => 'host' in window)
      return page
    },
    async stop() {
      await browser.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
