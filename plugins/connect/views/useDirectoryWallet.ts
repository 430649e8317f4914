import type { Kernel } from 'foyer'
import { useEffect, useState } from 'react'
import { fetchWallets } from '../directory.js'
import type { WcWallet } from '../schemas.js'

export interface DirectoryWalletState {
  /** The wallet, once the directory has it (undefined while asking, when it fails, and without an id). */
  wallet: WcWallet | undefined
  /** The directory answered or failed (or there is no id to ask for): what the view shows of the wallet is known. */
  settled: boolean
}

/** One wallet of the directory by id (its links and image). */
export function useDirectoryWallet(kernel: Kernel, walletId: string | undefined): DirectoryWalletState {
  const [answer, setAnswer] = useState<{ id: string; wallet: WcWallet | undefined }>()
  useEffect(() => {
    if (!walletId) return
    const controller = new AbortController()
    fetchWallets(kernel, { page: 1, entries: 1, include: [walletId] }, controller.signal).then(
      (found) => setAnswer({ id: walletId, wallet: found.data.find((entry) => entry.id === walletId) }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        kernel.logger.warn('directory', error)
        setAnswer({ id: walletId, wallet: undefined })
      },
    )
    return () => controller.abort()
  }, [kernel, walletId])
  if (!walletId) return { wallet: undefined, settled: true }
  return answer?.id === walletId ? { wallet: answer.wallet, settled: true } : { wallet: undefined, settled: false }
}
