import type { Network } from 'foyer'
import { payErrors } from '../payErrors.js'

const addressPattern = /^0x[0-9a-fA-F]{40}$/
/** A plain decimal number: digits, at most one point (`'0.01'`, `'12.5'`, `'.5'`); no sign, exponent or spaces. */
const decimalPattern = /^(\d+\.?\d*|\.\d+)$/

export interface CheckedPayParameters {
  recipient: string
  amount: string
  /** The token's contract address; undefined for the network's own coin. */
  token: string | undefined
  network: Network
}

const fail = payErrors.invalidParameters

/** The network the app offers by CAIP id (`'eip155:1'`) or, for eip155, chain id (`1`). */
function findNetwork(value: unknown, networks: readonly Network[]): Network {
  const id = typeof value === 'number' ? `eip155:${value}` : value
  if (typeof id !== 'string') throw fail('network must be a CAIP network id (eip155:1) or a chain id')
  const network = networks.find((candidate) => candidate.caipNetworkId === id)
  if (!network) throw fail(`network ${id} is not one this app offers`)
  if (network.chainNamespace !== 'eip155') throw fail(`pay works on eip155 networks, not ${id}`)
  return network
}

/**
 * `foyer.pay`'s parameters, checked before anything opens: a recipient address, a positive decimal amount
 * string, an asset that is 'native' or a contract address, and a network the app offers (eip155 only today).
 * Throws PAY_INVALID_PARAMETERS naming the first broken rule. Whether the asset is a token on that network, and
 * whether the amount fits its decimals, is known only from the chain (payAsset).
 */
export function checkPayParameters(input: unknown, networks: readonly Network[]): CheckedPayParameters {
  if (typeof input !== 'object' || input === null) throw fail('pass { recipient, amount, asset, network }')
  const { recipient, amount, asset, network } = input as Record<string, unknown>
  const checkedNetwork = findNetwork(network, networks)
  if (typeof recipient !== 'string' || !addressPattern.test(recipient))
    throw fail('recipient must be an address, 0x and 40 hex digits')
  if (typeof amount !== 'string' || !decimalPattern.test(amount) || !/[1-9]/.test(amount))
    throw fail("amount must be a positive decimal string, e.g. '0.01'")
  if (asset !== 'native' && (typeof asset !== 'string' || !addressPattern.test(asset)))
    throw fail("asset must be 'native' or a token's contract address")
  return { recipient, amount, token: asset === 'native' ? undefined : asset, network: checkedNetwork }
}
