import type { Kernel } from 'foyer'
import { type ErrorCode, foyerError } from 'foyer/kit'
import { useEffect, useState } from 'react'
import { connectAuth, embeddedWalletOf, type FrameSocialProvider } from 'foyer/embedded-wallet'
import { popupCheckMs, takeSocialPopup } from '../rules/socialPopup.js'
import { readSocialResult } from '../rules/socialResult.js'

export type SocialLoginState = { phase: 'popup' | 'connecting' } | { phase: 'failed'; error: string }

const isWebUrl = (uri: string) => /^https?:\/\//i.test(uri)

/**
 * The social login of WALLETS.md §6 with SPEC §8-§9's rules: the popup (opened in the click) goes to the provider
 * page the frame names; its result comes back from the frame's origin and the popup alone, and the frame logs in
 * with it. A popup closed before that is 'Popup closed' (checked every second); a frame that names no provider
 * page is 'Failed to initiate social connection'.
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
    window.addEventListener('message', onMessage)
    if (!popup) fail('SOCIAL_CONNECT_FAILED')()
    else
      embeddedWalletOf(kernel)
        .then((auth) => auth.bridge.request('GET_SOCIAL_REDIRECT_URI', { provider }))
        .then(({ uri }) => {
          if (settled) return
          if (!isWebUrl(uri)) throw foyerError('SOCIAL_CONNECT_FAILED')
          popup.location.href = uri
        })
        .catch(fail('SOCIAL_CONNECT_FAILED'))
    return () => {
      if (!settled) stop()
    }
  }, [kernel, provider])
  return state
}
