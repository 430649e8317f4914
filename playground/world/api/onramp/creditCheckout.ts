import { type Address, type Hash, parseUnits } from 'viem'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { SOL } from '../../solana/localnet.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import type { Checkout } from './createCheckouts.js'
import { creditWallet } from './creditWallet.js'

function creditEvm(access: ChainAccess, checkout: Checkout): Promise<Hash> {
  const network = access.network(checkout.caipNetworkId)!
  const token = network.tokens.find((candidate) => candidate.symbol === checkout.symbol)!
  return creditWallet(network, token, checkout.address as Address, parseUnits(checkout.amount, token.decimals))
}

/** SOL on the litesvm localnet, by airdrop (the runtime's faucet); resolves with the transaction signature. */
async function creditSolana(access: ChainAccess, checkout: Checkout): Promise<string> {
  const extra = access.extras.find((candidate) => candidate.caipNetworkId === checkout.caipNetworkId)!
  const lamports = Number(parseUnits(checkout.amount, SOL.decimals))
  return (await jsonRpc(extra.rpcUrl, 'requestAirdrop', [checkout.address, lamports])) as string
}

/** Pays what a checkout sold to its wallet on chain; resolves with the credit's hash (a signature on Solana). */
export const creditCheckout = (access: ChainAccess, checkout: Checkout): Promise<Hash | string> =>
  checkout.caipNetworkId.startsWith('solana:') ? creditSolana(access, checkout) : creditEvm(access, checkout)
