import { randomUUID } from 'node:crypto'
import type { ChainAccess } from '../chain/createChainAccess.js'
import { html, json, RequestError } from '../http/replies.js'
import type { ApiReply, ApiRequest, Route } from '../http/types.js'
import { checkoutPage } from './checkoutPage.js'
import type { Checkout, Checkouts } from './createCheckouts.js'
import { onrampOptions } from './onrampOptions.js'
import { quoteOnramp } from './quoteOnramp.js'

const sessionOf = (request: ApiRequest) => {
  const session = request.query.get('session')
  if (!session) throw new RequestError('session', 'session is required')
  return session
}

/** A browser form gets the page back; a test or script gets JSON. */
const outcome = (request: ApiRequest, checkout: Checkout): ApiReply =>
  (request.headers.accept ?? '').includes('text/html')
    ? html(checkoutPage(checkout))
    : json({ id: checkout.id, status: checkout.status, hash: checkout.hash ?? null })

/** Onramp options, quotes, the URL generator and the local checkout page that credits the wallet on chain. */
export function onrampRoutes(access: ChainAccess, checkouts: Checkouts): Route[] {
  return [
    { method: 'GET', path: '/v1/onramp/options', handle: () => json(onrampOptions(access.networks)) },
    {
      method: 'POST',
      path: '/v1/onramp/quote',
      handle: async (request) => json(quoteOnramp(await request.json(), randomUUID())),
    },
    {
      method: 'POST',
      path: '/v1/generators/onrampurl',
      handle: async (request) => {
        const checkout = checkouts.open(await request.json())
        return json({ url: `${request.baseUrl}/__world/checkout?session=${encodeURIComponent(checkout.id)}` })
      },
    },
    {
      method: 'GET',
      path: '/__world/checkout',
      params: 'none',
      handle: (request) => html(checkoutPage(checkouts.get(sessionOf(request)))),
    },
    {
      method: 'GET',
      path: '/__world/meld',
      params: 'none',
      handle: (request) => html(checkoutPage(checkouts.openMeld(Object.fromEntries(request.query)))),
    },
    {
      method: 'POST',
      path: '/__world/checkout/pay',
      params: 'none',
      handle: async (request) => outcome(request, await checkouts.pay(sessionOf(request))),
    },
    {
      method: 'POST',
      path: '/__world/checkout/fail',
      params: 'none',
      handle: (request) => outcome(request, checkouts.fail(sessionOf(request))),
    },
    {
      method: 'POST',
      path: '/__world/checkout/cancel',
      params: 'none',
      handle: (request) => outcome(request, checkouts.cancel(sessionOf(request))),
    },
  ]
}
