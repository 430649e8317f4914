import type { FoyerError } from 'foyer'
import { useFoyerState, useKernel } from 'foyer/ui'
import { useEffect, useMemo, useState } from 'react'
import { networkFee } from '../networkFee.js'
import { checkSend } from '../rules/checkSend.js'
import { toUnits } from '../rules/parseAmount.js'
import { transferCall } from '../rules/transferCall.js'
import { parseCaipAddress } from 'foyer'
import { sendErrors } from '../sendErrors.js'
import { selectSend } from '../state.js'

export interface Fee {
  gas: bigint
  gasPrice: bigint
  /** In the native coin's whole units, formatted by the adapter. */
  amount: string
  symbol: string
  /** Its value in USD, when the native coin's price is known. */
  usd: string | undefined
}

/**
 * What the preview shows and sends: the send slice checked again (the amount in base units), the network
 * fee (the wallet's gas estimate times the chain's gas price), and whether the native balance covers both.
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
      return checkSend({ namespace, token: send.token, amount: send.sendTokenAmount, receiver: send.receiverAddress })
    } catch {
      return undefined
    }
  }, [namespace, send.token, send.sendTokenAmount, send.receiverAddress])

  useEffect(() => {
    if (!checked || !network || !connectorId || !('address' in checked.receiver)) return
    let live = true
    setProblem(undefined)
    const tokenAddress = checked.token.address ? parseCaipAddress(checked.token.address).address : undefined
    const call = transferCall(tokenAddress, checked.receiver.address, checked.units)
    const { symbol, decimals } = network.nativeCurrency
    networkFee(kernel, { connectorId, network, call })
      .then(async ({ gas, gasPrice, fee: wei }) => {
        const amount = await kernel.adapters.capability(network.chainNamespace, 'formatUnits')(wei, decimals)
        const native = send.tokenBalances.find((token) => token.address === undefined)
        const usd = native?.price ? (Number(amount) * native.price).toFixed(2) : undefined
        if (!live) return
        setFee({ gas, gasPrice, amount, symbol, usd })
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
