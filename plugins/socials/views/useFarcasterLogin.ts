import type { Kernel } from 'foyer'
import { foyerError } from 'foyer/kit'
import { useEffect, useState } from 'react'
import { connectAuth, embeddedWalletOf } from 'foyer/embedded-wallet'
import { isEip155Connected, setFarcasterUrl } from './farcasterLink.js'

export type FarcasterLoginState =
  | { phase: 'loading' }
  | { phase: 'qr'; url: string }
  | { phase: 'connecting' }
  | { phase: 'failed'; error: string }

/**
 * Farcaster sign-in (WALLETS.md §5): the frame's Farcaster URI (shown as a QR code, kept as `farcasterUrl`), then
 * CONNECT_FARCASTER, which answers once the Farcaster app approved; then the AUTH connector connects. A failure is
 * 'Failed to connect to farcaster'. Leaving while not connected resets the link and reloads the frame (SPEC §2).
 */
export function useFarcasterLogin(kernel: Kernel): FarcasterLoginState {
  const [state, setState] = useState<FarcasterLoginState>({ phase: 'loading' })
  useEffect(() => {
    let live = true
    const run = async () => {
      const auth = await embeddedWalletOf(kernel)
      const { url } = await auth.bridge.request('GET_FARCASTER_URI')
      if (!live) return
      setFarcasterUrl(kernel, url)
      setState({ phase: 'qr', url })
      await auth.connectFarcaster()
      if (!live) return
      setState({ phase: 'connecting' })
      await connectAuth(kernel)
    }
    run().catch((reason: unknown) => {
      if (!live) return
      kernel.logger.warn('farcaster login failed', reason)
      setState({ phase: 'failed', error: foyerError('FARCASTER_CONNECT_FAILED').shortMessage })
    })
    return () => {
      live = false
      if (isEip155Connected(kernel)) return
      setFarcasterUrl(kernel, undefined)
      // The Farcaster request waits no longer (it would time out 120 s later, with an alert).
      void embeddedWalletOf(kernel)
        .then((auth) => {
          auth.bridge.abort('CONNECT_FARCASTER')
          return auth.bridge.request('RELOAD')
        })
        .catch((reason: unknown) => kernel.logger.warn('the frame did not reload', reason))
    }
  }, [kernel])
  return state
}
