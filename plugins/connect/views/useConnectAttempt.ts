import { type ChosenWallet, FoyerError, type Kernel, type Namespace, UserRejectedRequestError } from 'foyer'
import { useEffect, useRef, useState } from 'react'
import { connectChosen } from '../connectChosen.js'
import type { Companion } from '../rules/connectTargets.js'

export type AttemptStatus = 'waiting' | 'rejected' | 'failed'

/**
 * One connection attempt per mount and per `retry`: on success the modal shows Account and closes (unless a
 * router guard sent it elsewhere, e.g. UnsupportedChain); a rejection or failure is reported as a status.
 * Leaving the view, or closing the modal, gives the attempt up ('Modal closed'). The start waits a tick so React's development double-mount asks the wallet once.
 * Without a connector there is nothing to attempt, and the status is 'failed' at once. `wallet`, the listed
 * wallet chosen (it may arrive while the attempt runs), is what the connection records. Once it connects, each of
 * `companions` connects beside it (its namespace not made active); one that fails is logged and left out.
 * A package the app has not installed (PACKAGE_NOT_INSTALLED: a chain's library, the WalletConnect SDK) is the
 * developer's to fix: it is logged as an error (the console's, at the default log level) and its message, which
 * names the package, is the attempt's `detail`.
 */
export function useConnectAttempt(
  kernel: Kernel,
  namespace: Namespace | undefined,
  connectorId: string | undefined,
  wallet?: ChosenWallet,
  companions: readonly Companion[] = [],
): { status: AttemptStatus; retry: () => void; detail: string | undefined } {
  const [status, setStatus] = useState<AttemptStatus>('waiting')
  const [detail, setDetail] = useState<string>()
  const chosen = useRef(wallet)
  chosen.current = wallet
  const beside = useRef(companions)
  beside.current = companions
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!connectorId || !namespace) {
      setStatus('failed')
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setStatus('waiting')
      setDetail(undefined)
      const wallet = () => chosen.current
      connectChosen(kernel, {
        namespace,
        connectorId,
        signal: controller.signal,
        wallet,
        companions: () => beside.current,
      })
        .then(() => {
          // Left meanwhile (a companion given up): the visitor is elsewhere, and stays there.
          if (controller.signal.aborted) return
          kernel.router.reset('Account')
          // A guard may have sent the visitor elsewhere (UnsupportedChain): that view stays open.
          if (kernel.router.current()?.view === 'Account') kernel.close()
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          const missing = missingPackage(error)
          if (missing) kernel.logger.error(missing.message, missing)
          else kernel.logger.warn(`connecting ${connectorId} failed`, error)
          setDetail(missing?.message)
          setStatus(error instanceof UserRejectedRequestError ? 'rejected' : 'failed')
        })
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kernel, namespace, connectorId, attempt])

  return { status, retry: () => setAttempt((count) => count + 1), detail }
}

/** The PACKAGE_NOT_INSTALLED error in `error`'s cause chain, if any. */
function missingPackage(error: unknown): FoyerError | undefined {
  for (let current = error; current instanceof Error; current = current.cause)
    if (current instanceof FoyerError && current.code === 'PACKAGE_NOT_INSTALLED') return current
  return undefined
}
