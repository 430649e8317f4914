import type { RouterGuard } from 'foyer'

/**
 * SPEC §2: while the active network is unsupported (`unsupported()`), Account is not where the modal lands: a reset
 * to it (an open, or a connection just made) goes to UnsupportedChain instead.
 */
export function unsupportedChainGuard(unsupported: () => boolean): RouterGuard {
  return ({ action, to }) => {
    if (action === 'reset' && to?.view === 'Account' && unsupported()) return { view: 'UnsupportedChain' }
  }
}
