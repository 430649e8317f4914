import type { Address, Hash } from 'viem'
import { testNftAbi } from '../../chains/abis.js'
import { worldNftCollections } from '../../chains/tokens.js'
import type { WorldNetwork } from '../chain/createChainAccess.js'
import { serially } from '../onramp/creditWallet.js'

/** Mints one NFT of the world's spam collection to `to`, as the treasury (as airdrop spam arrives). Resolves once mined. */
export function sendSpamNft(network: WorldNetwork, to: Address): Promise<Hash> {
  const spam = worldNftCollections.find((collection) => collection.spam)!
  return serially(async () => {
    const hash = await network.treasury.writeContract({
      address: spam.address,
      abi: testNftAbi,
      functionName: 'mint',
      args: [to],
    })
    const receipt = await network.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    if (receipt.status !== 'success') throw new Error(`The spam mint reverted: ${hash}`)
    return hash
  })
}
