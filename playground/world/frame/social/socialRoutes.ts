import * as z from 'zod/mini'
import { socialProviderSchema } from '../../../../adapters/embedded/frame/frameMessages.js'
import { splitSocialState } from '../../../../adapters/embedded/frame/socialRedirect.js'
import { parseInput } from '../../api/http/parseInput.js'
import type { ApiRequest } from '../../api/http/types.js'
import type { SiteRoute } from '../http/createSiteHandler.js'
import { messagePage } from '../pages/layout.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { type SocialIdentity, customIdentity, socialIdentities } from './socialIdentities.js'
import { authorizePage, callbackPage, loadingPage } from './socialPages.js'

const html = (body: string) => ({ status: 200, body, contentType: 'text/html; charset=utf-8' })

const decisionForm = z.object({
  state: z.string(),
  identity: z.optional(z.string()),
  decision: z.optional(z.literal('cancel')),
  userName: z.optional(z.string()),
  email: z.optional(z.string()),
})

/** The identity a decision names: a listed one by id, or 'custom' with a user name (and optional email). */
export function pickIdentity(
  provider: keyof typeof socialIdentities,
  choice: { identity?: string; userName?: string; email?: string },
): SocialIdentity {
  if (choice.identity === 'custom') {
    const userName = choice.userName?.trim()
    if (!userName) throw new FrameRequestError('A custom identity needs a user name')
    return customIdentity(userName, choice.email?.trim() || null)
  }
  const found = socialIdentities[provider].find((identity) => identity.id === choice.identity)
  if (!found) throw new FrameRequestError(`Unknown ${provider} identity ${choice.identity ?? ''}`)
  return found
}

function pendingLogin(site: SiteState, request: ApiRequest, state: string | null) {
  const provider = parseInput(socialProviderSchema, request.params.provider, 'provider')
  const login = state ? site.social.get(state) : undefined
  if (!login || login.provider !== provider) throw new FrameRequestError('This login is unknown or expired')
  return { provider, login }
}

export function socialRoutes(site: SiteState): SiteRoute[] {
  return [
    { method: 'GET', path: '/loading', page: true, handle: () => html(loadingPage()) },
    {
      method: 'GET',
      path: '/social/:provider/authorize',
      page: true,
      handle(request) {
        // A same-tab login's state carries the app's address after `--` (WALLETS.md §6).
        const { state, returnTo } = splitSocialState(request.query.get('state') ?? '')
        const { provider, login } = pendingLogin(site, request, state)
        if (login.status !== 'pending') return html(messagePage('Already decided', `This login is ${login.status}.`))
        if (returnTo !== undefined) site.social.setReturnTo(login.state, returnTo)
        const auto = site.social.autoIdentity(provider) // set by the control: consent at once, as that identity
        if (auto) {
          const identity = pickIdentity(provider, { identity: auto })
          return { status: 303, headers: { location: site.social.decide(login.state, site.origin(), { identity }) } }
        }
        return html(authorizePage(provider, login))
      },
    },
    {
      method: 'POST',
      path: '/social/:provider/decide',
      page: true,
      async handle(request) {
        const form = parseInput(decisionForm, Object.fromEntries(new URLSearchParams(await request.text())), 'form')
        const { provider } = pendingLogin(site, request, form.state)
        const decision = form.decision === 'cancel' ? 'cancel' : { identity: pickIdentity(provider, form) }
        const location = site.social.decide(form.state, site.origin(), decision)
        return { status: 303, headers: { location } }
      },
    },
    {
      method: 'GET',
      path: '/social/callback',
      page: true,
      handle: (request) => html(callbackPage(site.social.get(request.query.get('state') ?? ''))),
    },
  ]
}
