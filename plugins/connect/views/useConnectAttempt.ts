import { type ChosenWallet, type Kernel, type Namespace, UserRejectedRequestError } from 'foyer'
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
 */
export function useConnectAttempt(
  kernel: Kernel,
  namespace: Namespace | undefined,
  connectorId: string | undefined,
  wallet?: ChosenWallet,
  companions: readonly Companion[] = [],
): { status: AttemptStatus; retry: () => void } {
  const [status, setStatus] = useState<AttemptStatus>('waiting')
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
      const wallet = () => chosen.current
      connectChosen(kernel, {
        namespace,
        connectorId,
        signal: controller.signal,
        wallet,
        companions: () => beside.current,
      })
        .then(() => {
          kernel.router.reset('Account')
          // A guard may have sent the visitor elsewhere (UnsupportedChain): that view stays open.
          if (kernel.router.current()?.view === 'Account') kernel.close()
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return
          kernel.logger.warn(`connecting ${connectorId} failed`, error)
          setStatus(error instanceof UserRejectedRequestError ? 'rejected' : 'failed')
        })
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [kernel, namespace, connectorId, attempt])

  return { status, retry: () => setAttempt((count) => count + 1) }
}
