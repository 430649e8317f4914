// The Farcaster auth relay's three routes under /relay/v1 (WALLETS.md §5.1), and the page playing the Farcaster
// app (/farcaster/app?channelToken=...) that signs in with a test account when "Approve" is clicked.
import * as z from 'zod/mini'
import { parseBody, parseInput } from '../../api/http/parseInput.js'
import { json } from '../../api/http/replies.js'
import type { ApiRequest } from '../../api/http/types.js'
import type { SiteRoute } from '../http/createSiteHandler.js'
import { escapeHtml, layout, messagePage } from '../pages/layout.js'
import type { SiteState } from '../site/SiteState.js'
import { farcasterAccountByFid, farcasterAccounts } from './farcasterAccounts.js'
import { approveChannel } from './signInWithFarcaster.js'

/** What the Farcaster app sends as X-Farcaster-Auth-Relay-Key. */
export const relayKey = 'foyer-world-relay-key'

const channelBody = z.object({
  siweUri: z.url(),
  domain: z.string().check(z.minLength(1)),
  nonce: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
  requestId: z.optional(z.string()),
  redirectUrl: z.optional(z.string()),
  acceptAuthAddress: z.optional(z.boolean()),
})

const authenticateBody = z.object({
  message: z.string(),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/, 'must be 0x and 130 hex digits')),
  authMethod: z.optional(z.enum(['custody', 'authAddress'])),
  fid: z.number(),
  username: z.optional(z.string()),
  bio: z.optional(z.string()),
  displayName: z.optional(z.string()),
  pfpUrl: z.optional(z.string()),
})

const bearer = (request: ApiRequest) => /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? ''
const html = (body: string) => ({ status: 200, body, contentType: 'text/html; charset=utf-8' })
const unauthorized = () => json({ error: 'Unauthorized' }, 401)

function appPage(site: SiteState, token: string) {
  const channel = site.farcaster.peek(token)
  if (!channel) return messagePage('Farcaster', 'This sign-in request is unknown or expired.')
  if (channel.state !== 'pending') return messagePage('Farcaster', 'This sign-in request was already approved.')
  const buttons = farcasterAccounts
    .map(
      (account) =>
        `<button class="primary" type="submit" name="fid" value="${account.fid}">Approve as @${escapeHtml(account.username)}</button>
<div class="muted">${escapeHtml(account.displayName)} · fid ${account.fid}</div>`,
    )
    .join('\n')
  return layout(
    'Farcaster (local)',
    `<h1>Sign in to ${escapeHtml(channel.request.domain)}?</h1>
<p class="muted">The local Farcaster app signs the sign-in message with the account's custody key.</p>
<form method="post" action="/farcaster/app/approve">
<input type="hidden" name="channelToken" value="${escapeHtml(token)}">
${buttons}
</form>`,
  )
}

export function farcasterRoutes(site: SiteState): SiteRoute[] {
  return [
    {
      method: 'POST',
      path: '/relay/v1/channel',
      async handle(request) {
        const body = await parseBody(request, channelBody)
        if (body.domain === 'farcaster.xyz') return json({ error: 'Domain not allowed' }, 400)
        return json(site.farcaster.create(body), 201)
      },
    },
    {
      method: 'GET',
      path: '/relay/v1/channel/status',
      handle(request) {
        const { status, body } = site.farcaster.status(bearer(request))
        return status === 401 ? unauthorized() : json(body, status)
      },
    },
    {
      method: 'POST',
      path: '/relay/v1/channel/authenticate',
      async handle(request) {
        if (request.headers['x-farcaster-auth-relay-key'] !== relayKey) return unauthorized()
        const body = await parseBody(request, authenticateBody)
        const account = farcasterAccountByFid(body.fid)
        if (!account) return json({ error: `Unknown fid ${body.fid}` }, 400)
        const done = site.farcaster.authenticate(bearer(request), {
          ...body,
          signature: body.signature as `0x${string}`,
          custody: account.custody,
          verifications: [],
        })
        return done ? json({ state: 'completed' }, 201) : unauthorized()
      },
    },
    {
      method: 'GET',
      path: '/farcaster/app',
      page: true,
      handle: (request) => html(appPage(site, request.query.get('channelToken') ?? '')),
    },
    {
      method: 'POST',
      path: '/farcaster/app/approve',
      page: true,
      async handle(request) {
        const form = Object.fromEntries(new URLSearchParams(await request.text()))
        const { channelToken, fid } = parseInput(z.object({ channelToken: z.string(), fid: z.string() }), form, 'form')
        const account = farcasterAccountByFid(Number(fid))
        if (!account) return html(messagePage('Farcaster', `Unknown fid ${fid}`))
        const done = await approveChannel(site.farcaster, channelToken, account, new Date(site.now()))
        return html(
          done
            ? messagePage('Signed in', `Signed in as @${account.username}. Return to the app.`)
            : messagePage('Farcaster', 'This sign-in request is unknown, expired or already approved.'),
        )
      },
    },
  ]
}
