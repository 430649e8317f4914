import type { Kernel } from 'foyer'
import { useFoyerState } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { type AuthFrame, authConnectorId, embeddedWalletOf } from 'foyer/embedded-wallet'

/**
 * The embedded wallet's frame and what is remembered of its login (email, social provider and user name), while
 * the active account is the AUTH connector's; undefined otherwise. Read again when the address changes.
 */
export function useEmbeddedLogin(kernel: Kernel): AuthFrame | undefined {
  const isAuth = useFoyerState(
    (state) => !!state.activeNamespace && state.activeConnectorIds[state.activeNamespace] === authConnectorId,
  )
  const address = useFoyerState((state) =>
    state.activeNamespace ? state.chains[state.activeNamespace]?.accountState.address : undefined,
  )
  const [auth, setAuth] = useState<{ frame: AuthFrame; address?: string }>()
  useEffect(() => {
    if (!isAuth) return
    let live = true
    embeddedWalletOf(kernel)
      .then((frame) => live && setAuth({ frame, address }))
      .catch((reason: unknown) => kernel.logger.warn('no embedded wallet', reason))
    return () => {
      live = false
    }
  }, [kernel, isAuth, address])
  return isAuth ? auth?.frame : undefined
}
