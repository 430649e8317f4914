import type { Kernel } from 'foyer'
import { type ErrorCode, foyerError } from 'foyer/kit'
import { useEffect, useState } from 'react'
import { connectAuth, embeddedWalletOf, type FrameSocialProvider } from 'foyer/embedded-wallet'
import { popupCheckMs, takeSocialPopup } from '../rules/socialPopup.js'
import { readSocialResult } from '../rules/socialResult.js'

export type SocialLoginState = { phase: 'popup' | 'redirect' | 'connecting' } | { phase: 'failed'; error: string }

const isWebUrl = (uri: string) => /^https?:\/\//i.test(uri)

/**
 * The social login of WALLETS.md §6 with SPEC §8-§9's rules: the popup (opened in the click) goes to the provider
 * page the frame names; its result comes back from the frame's origin and the popup alone, and the frame logs in
 * with it. A popup closed before that is 'Popup closed' (checked every second); a frame that names no provider
 * page is 'Failed to initiate social connection'. Where the browser refused the popup, the whole tab goes to the
 * provider page, its state carrying the page's address, and the page it comes back to finishes the login as it
 * restores (foyer/embedded-wallet's leaveForSocialLogin).
 */
export function useSocialLogin(kernel: Kernel, provider: FrameSocialProvider): SocialLoginState {
  const [state, setState] = useState<SocialLoginState>({ phase: 'popup' })
  useEffect(() => {
    const popup = takeSocialPopup(kernel)
    const frameOrigin = new URL(kernel.options.urls.frame).origin
    let settled = false
    const stop = () => {
      settled = true
      clearInterval(timer)
      window.removeEventListener('message', onMessage)
      if (popup && !popup.closed) popup.close()
    }
    const fail = (code: ErrorCode) => (reason?: unknown) => {
      if (settled) return
      kernel.logger.warn('social login failed', reason)
      stop()
      setState({ phase: 'failed', error: foyerError(code).shortMessage })
    }
    const onMessage = (event: MessageEvent) => {
      const result = readSocialResult(event, frameOrigin, popup)
      if (!result || settled) return
      if ('error' in result) return fail('CONNECTION_REJECTED')(result.error)
      stop()
      setState({ phase: 'connecting' })
      embeddedWalletOf(kernel)
        .then((auth) => auth.connectSocial(result.uri, provider))
        .then(() => connectAuth(kernel))
        .catch((reason: unknown) => {
          kernel.logger.warn('social login failed', reason)
          setState({ phase: 'failed', error: foyerError('CONNECT_FAILED').shortMessage })
        })
    }
    const timer = setInterval(() => {
      if (popup?.closed && !settled) fail('POPUP_CLOSED')()
    }, popupCheckMs)
    if (popup) window.addEventListener('message', onMessage)
    else setState({ phase: 'redirect' })
    embeddedWalletOf(kernel)
      .then(async (auth) => {
        const { uri } = await auth.bridge.request('GET_SOCIAL_REDIRECT_URI', { provider })
        if (settled) return
        if (popup) {
          if (!isWebUrl(uri)) throw foyerError('SOCIAL_CONNECT_FAILED')
          popup.location.href = uri
          return
        }
        auth.leaveForSocialLogin(provider, uri)
      })
      .catch(fail('SOCIAL_CONNECT_FAILED'))
    return () => {
      if (!settled) stop()
    }
  }, [kernel, provider])
  return state
}
