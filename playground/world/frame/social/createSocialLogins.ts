// Social logins in progress: GET_SOCIAL_REDIRECT_URI opens one (an unguessable `state`), the provider page or the
// control decides it (an identity and consent, or cancel), which yields the callback URL the popup posts to the
// app as `resultUri`; CONNECT_SOCIAL redeems that URL's single-use `code`.
import type { FrameSocialProvider } from '../../../../adapters/embedded/frame/frameMessages.js'
import { randomToken } from '../site/createDevices.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SocialIdentity } from './socialIdentities.js'

export interface SocialLogin {
  state: string
  provider: FrameSocialProvider
  deviceId: string
  /** The app's origin: the callback page posts the result to `window.opener` with it as the target. */
  appOrigin: string
  createdAt: number
  status: 'pending' | 'consented' | 'cancelled' | 'redeemed'
  identity?: SocialIdentity
  code?: string
  resultUri?: string
  /** A same-tab login (no popup): the app's address, on `appOrigin`, the callback page sends the tab back to. */
  returnTo?: string
}

export const socialLoginLifetimeMs = 10 * 60_000

export function createSocialLogins(now: () => number) {
  const logins = new Map<string, SocialLogin>()
  const byCode = new Map<string, SocialLogin>()
  const autoIdentities = new Map<string, string>() // provider, or '*' for every provider -> identity id
  return {
    open(provider: FrameSocialProvider, deviceId: string, appOrigin: string): SocialLogin {
      const login: SocialLogin = {
        state: randomToken(),
        provider,
        deviceId,
        appOrigin,
        createdAt: now(),
        status: 'pending',
      }
      logins.set(login.state, login)
      return login
    },
    get: (state: string) => logins.get(state),
    /**
     * The app's address a same-tab login returns to (the state's `--` part): only a web URL on the origin that
     * framed the site when the login started (the frame's pinned `origin`, the one app origin it serves), so the
     * result never goes to another site.
     */
    setReturnTo(state: string, address: string) {
      const login = logins.get(state)
      if (!login) throw new FrameRequestError('Unknown social login')
      const url = URL.canParse(address) ? new URL(address) : undefined
      if (!url || !/^https?:$/.test(url.protocol))
        throw new FrameRequestError('The address to return to after the login is not a web URL')
      if (url.origin !== login.appOrigin)
        throw new FrameRequestError(
          `The address to return to after the login is on ${url.origin}, but this login was started by ${login.appOrigin}`,
        )
      login.returnTo = url.toString()
    },
    list: () => [...logins.values()].map((login) => ({ ...login })),
    /** Consent with an identity, or cancel; returns the callback URL (`${origin}/social/callback?...`). */
    decide(state: string, origin: string, decision: { identity: SocialIdentity } | 'cancel'): string {
      const login = logins.get(state)
      if (!login) throw new FrameRequestError('Unknown social login')
      if (login.status !== 'pending') throw new FrameRequestError(`This social login is already ${login.status}`)
      const callback = new URL('/social/callback', origin)
      if (decision === 'cancel') {
        login.status = 'cancelled'
        callback.searchParams.set('error', 'access_denied')
      } else {
        login.status = 'consented'
        login.identity = decision.identity
        login.code = randomToken()
        byCode.set(login.code, login)
        callback.searchParams.set('code', login.code)
      }
      callback.searchParams.set('state', state)
      login.resultUri = callback.toString()
      return login.resultUri
    },
    /** CONNECT_SOCIAL: the identity of a consented login, once, for the device that started it. */
    redeem(uri: string, origin: string, deviceId: string): { login: SocialLogin; identity: SocialIdentity } {
      let url: URL
      try {
        url = new URL(uri)
      } catch {
        throw new FrameRequestError('The social login result is not a URL')
      }
      if (url.origin !== origin || url.pathname !== '/social/callback')
        throw new FrameRequestError('The social login result does not come from this site')
      const error = url.searchParams.get('error')
      if (error) throw new FrameRequestError(`The social login was refused: ${error}`)
      const login = byCode.get(url.searchParams.get('code') ?? '')
      if (!login?.identity || login.state !== url.searchParams.get('state'))
        throw new FrameRequestError('The social login result is not valid')
      if (login.status !== 'consented') throw new FrameRequestError('The social login result was already used')
      if (login.deviceId !== deviceId) throw new FrameRequestError('The social login was started on another device')
      if (now() - login.createdAt > socialLoginLifetimeMs) throw new FrameRequestError('The social login expired')
      login.status = 'redeemed'
      return { login, identity: login.identity }
    },
    /** The identity the provider page picks by itself (of one provider, or every one); null: the page asks. */
    setAutoIdentity(identity: string | null, provider: FrameSocialProvider | '*' = '*') {
      if (identity === null) autoIdentities.delete(provider)
      else autoIdentities.set(provider, identity)
    },
    autoIdentity: (provider: FrameSocialProvider) => autoIdentities.get(provider) ?? autoIdentities.get('*'),
    clear() {
      logins.clear()
      byCode.clear()
      autoIdentities.clear()
    },
  }
}
export type SocialLogins = ReturnType<typeof createSocialLogins>
