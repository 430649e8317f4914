// The Safe host: a local stand-in for Safe's web app on its own loopback origin. Its page (GET /?app=<url>) frames
// a Safe App and answers it over the Safe Apps protocol (POST /safe, safeHostPage.ts), executing transactions
// through the world's Safe account (createSafeAccount.ts) on the first chain.
import { createServer } from 'node:http'
import type { WorldChain } from '../chains/startChains.js'
import { closeServer, listenLocal } from '../http/listenLocal.js'
import { parseJsonBody, readBody } from '../api/http/readBody.js'
import { serveSafely } from '../http/serveSafely.js'
import { createSafeAnswers } from './answerSafeRequest.js'
import { createSafeAccount } from './createSafeAccount.js'
import { framedAppUrl, safeHostPage, safeHostScript } from './safeHostPage.js'

export interface SafeHost {
  /** The page that frames an app: `${url}?app=<the app's URL>`. */
  url: string
  origin: string
  /** The Safe's address (a contract on `chain`). */
  safeAddress: string
  /** Forgets the executed transactions (the chains' reset removes the Safe; the next getSafeInfo places it again). */
  reset(): void
  stop(): Promise<void>
}

export async function startSafeHost({ chain, port }: { chain: WorldChain; port?: number }): Promise<SafeHost> {
  const safe = createSafeAccount(chain)
  const answers = createSafeAnswers(chain, safe)
  const server = createServer(
    serveSafely('safe host', async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const send = (status: number, type: string, body: string) =>
        response.writeHead(status, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(body)
      if (request.method === 'GET' && url.pathname === '/host.js') return send(200, 'text/javascript', safeHostScript)
      if (request.method === 'GET' && url.pathname === '/') {
        const app = framedAppUrl(url.searchParams.get('app'))
        if (!app) return send(400, 'text/plain', 'app: an http URL on this machine (127.0.0.1 or localhost)')
        return send(200, 'text/html', safeHostPage(app, safe.address))
      }
      if (request.method === 'POST' && url.pathname === '/safe') {
        const body = parseJsonBody(await readBody(request)) as { method?: unknown; params?: unknown } | null
        if (typeof body?.method !== 'string') return send(400, 'text/plain', 'method: a string')
        const answer = await answers.answer(body.method, body.params).catch((error: unknown) => ({
          success: false as const,
          error: error instanceof Error ? (error.message.split('\n')[0] ?? 'failed') : String(error),
        }))
        return send(200, 'application/json', JSON.stringify(answer))
      }
      send(404, 'text/plain', 'not found')
    }),
  )
  const listening = await listenLocal(server, port)
  const origin = `http://127.0.0.1:${listening}`
  return {
    url: `${origin}/`,
    origin,
    safeAddress: safe.address,
    reset: () => answers.reset(),
    stop: () => closeServer(server),
  }
}
