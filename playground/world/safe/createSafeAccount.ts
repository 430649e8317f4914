// The world's Safe: a smart account (frame/accounts' FoyerSmartAccount, deployed by its factory) owned by one key
// the host holds, so the Safe's address is a contract whose balance really moves. Threshold one: the owner executes
// each proposed transaction at once, as a one-owner Safe does.
import { type Hex, keccak256, parseEther, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { jsonRpc } from '../chains/jsonRpc.js'
import type { WorldChain } from '../chains/startChains.js'
import type { Address } from '../chains/tokens.js'
import { deploySmartAccount, executeCalls, isDeployed, smartAccountAddressOf } from '../frame/accounts/smartAccounts.js'
import { waitForSuccess } from '../frame/accounts/sendAs.js'

/** The owner's key: derived from a fixed phrase, so the Safe's address is the same in every world. */
export const safeOwnerKey: Hex = keccak256(toHex('foyer world safe owner'))
/** What the Safe holds once deployed (and again after each reset of the chains). */
export const safeFunding = parseEther('10')

export function createSafeAccount(chain: WorldChain) {
  const owner = privateKeyToAccount(safeOwnerKey).address
  const address = smartAccountAddressOf(owner)
  let ready: Promise<void> | undefined
  const deploy = async () => {
    if (await isDeployed(chain, address)) return
    await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [owner, toHex(parseEther('100'))])
    await deploySmartAccount(safeOwnerKey, owner, chain)
    await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [address, toHex(safeFunding)])
  }
  return {
    owner,
    address: address as Address,
    /** Deploys and funds the Safe unless it is there (the chains' reset removes it). */
    ensure(): Promise<void> {
      ready ??= deploy().finally(() => {
        ready = undefined
      })
      return ready
    },
    /** Executes the calls in one transaction from the Safe; resolves with the chain transaction's hash once mined. */
    async execute(calls: { to: Address; value: bigint; data: Hex }[]): Promise<Hex> {
      await this.ensure()
      const hash = await executeCalls(safeOwnerKey, owner, chain, calls)
      await waitForSuccess(chain, hash)
      return hash
    },
  }
}

export type SafeAccount = ReturnType<typeof createSafeAccount>
