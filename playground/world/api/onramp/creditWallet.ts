import { type Address, erc20Abi, type Hash, parseAbi } from 'viem'
import type { WorldNetwork } from '../chain/createChainAccess.js'
import type { WorldToken } from '../chain/worldTokens.js'

const mintAbi = parseAbi(['function mint(address to, uint256 amount)'])

let queue: Promise<unknown> = Promise.resolve()

/** Runs the treasury's sends (credits, spam) one at a time, so the treasury's nonces never collide. */
export const serially = <T>(work: () => Promise<T>): Promise<T> => {
  const next = queue.then(work, work)
  queue = next.catch(() => undefined)
  return next
}

/**
 * Pays `amount` of `token` to `to` on chain, as the treasury: native by transfer, a token by mint (or by
 * transfer from the treasury's own balance if the token will not mint). Resolves once mined.
 */
export function creditWallet(network: WorldNetwork, token: WorldToken, to: Address, amount: bigint): Promise<Hash> {
  return serially(async () => {
    const wallet = network.treasury
    let hash: Hash
    if (token.native) hash = await wallet.sendTransaction({ to, value: amount })
    else
      hash = await wallet
        .writeContract({ address: token.address, abi: mintAbi, functionName: 'mint', args: [to, amount] })
        .catch(() =>
          wallet.writeContract({ address: token.address, abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
        )
    const receipt = await network.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`Credit of ${token.symbol} reverted: ${hash}`)
    return hash
  })
}
