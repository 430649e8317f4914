import type { Kernel } from 'foyer'
import { useEffect, useState } from 'react'
import { fetchWallets } from '../directory.js'
import type { WcWallet } from '../schemas.js'

/** One wallet of the directory by id (its links and image), or undefined while loading or when it fails. */
export function useDirectoryWallet(kernel: Kernel, walletId: string | undefined): WcWallet | undefined {
  const [wallet, setWallet] = useState<WcWallet | undefined>()
  useEffect(() => {
    if (!walletId) return
    const controller = new AbortController()
    fetchWallets(kernel, { page: 1, entries: 1, include: [walletId] }, controller.signal).then(
      (answer) => setWallet(answer.data.find((entry) => entry.id === walletId)),
      (error: unknown) => {
        if (!controller.signal.aborted) kernel.logger.warn('directory', error)
      },
    )
    return () => controller.abort()
  }, [kernel, walletId])
  return wallet
}
