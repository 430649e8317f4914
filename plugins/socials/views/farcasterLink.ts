import type { Kernel } from 'foyer'

/** SPEC §3's `farcasterUrl` of the eip155 account state: set while the QR code is shown, reset on leaving. */
export function setFarcasterUrl(kernel: Kernel, url: string | undefined): void {
  kernel.account.setFarcasterUrl(url)
}

export const isEip155Connected = (kernel: Kernel): boolean =>
  kernel.store.getState().chains.eip155?.accountState.status === 'connected'
