import { type FoyerError, parseCaipAddress, type TransferFee } from 'foyer'
import { useFoyerState, useKernel } from 'foyer/ui'
import { useEffect, useMemo, useState } from 'react'
import { checkSend } from '../rules/checkSend.js'
import { toUnits } from '../rules/parseAmount.js'
import { sendErrors } from '../sendErrors.js'
import { selectSend } from '../state.js'

export interface Fee {
  /** The adapter's pricing, handed back to its `transfer`. */
  priced: TransferFee
  /** In the native coin's whole units, formatted by the adapter. */
  amount: string
  symbol: string
  /** Its value in USD, when the native coin's price is known. */
  usd: string | undefined
}

/**
 * What the preview shows and sends: the send slice checked again (the amount in base units; the form checked the
 * receiver with the adapter), the network fee (the adapter's `estimateTransferFee`), and whether the native balance
 * covers both.
 */
export function usePreview() {
  const kernel = useKernel()
  const send = useFoyerState(selectSend)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const connectorId = useFoyerState((state) => (namespace ? state.activeConnectorIds[namespace] : undefined))
  const network = namespace ? kernel.networks.active(namespace) : undefined
  const [fee, setFee] = useState<Fee>()
  const [problem, setProblem] = useState<string>()

  const checked = useMemo(() => {
    try {
      if (!send.receiverAddress) return undefined
      const canTransfer = namespace !== undefined && kernel.adapters.has(namespace, 'transfer')
      return checkSend({
        namespace,
        canTransfer,
        receiverIsAddress: true,
        token: send.token,
        amount: send.sendTokenAmount,
        receiver: send.receiverAddress,
      })
    } catch {
      return undefined
    }
  }, [kernel, namespace, send.token, send.sendTokenAmount, send.receiverAddress])

  useEffect(() => {
    if (!checked || !network || !connectorId || !('address' in checked.receiver)) return
    let live = true
    setProblem(undefined)
    const tokenAddress = checked.token.address ? parseCaipAddress(checked.token.address).address : undefined
    const { symbol, decimals } = network.nativeCurrency
    const to = checked.receiver.address
    const parameters = {
      connectorId,
      network,
      to,
      amount: checked.units,
      ...(tokenAddress ? { token: tokenAddress } : {}),
    }
    // An adapter without the capability fails here, into the preview's problem.
    Promise.resolve()
      .then(() => kernel.adapters.capability(network.chainNamespace, 'estimateTransferFee')(parameters))
      .then(async (priced) => {
        const wei = priced.fee
        const amount = await kernel.adapters.capability(network.chainNamespace, 'formatUnits')(wei, decimals)
        const native = send.tokenBalances.find((token) => token.address === undefined)
        const usd = native?.price ? (Number(amount) * native.price).toFixed(2) : undefined
        if (!live) return
        setFee({ priced, amount, symbol, usd })
        const spent = wei + (tokenAddress ? 0n : checked.units)
        if (native && spent > toUnits(native.quantity.numeric, decimals))
          setProblem(sendErrors.insufficientForFee(symbol).shortMessage)
      })
      .catch((error: unknown) => live && setProblem((error as FoyerError).shortMessage ?? String(error)))
    return () => {
      live = false
    }
  }, [kernel, checked, network, connectorId, send.tokenBalances])

  return { send, checked, network, connectorId, fee, problem }
}
