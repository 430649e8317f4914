// A user's accounts on one chain: the EOA always, the smart account where smart accounts are enabled.
import type { FrameAccountType } from '../../../../adapters/embedded/frame/frameMessages.js'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import type { SiteUser } from '../site/createUsers.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'

export const smartAccountsOn = (site: SiteState, chain: Pick<WorldChain, 'chainId'>) =>
  site.smartAccountChains.includes(chain.chainId)

/** The account type in use on this chain: the preferred one, or the EOA where smart accounts are off. */
export function accountTypeOn(site: SiteState, user: SiteUser, chain: WorldChain): FrameAccountType {
  return user.preferredAccountType === 'smartAccount' && smartAccountsOn(site, chain) ? 'smartAccount' : 'eoa'
}

export const addressOf = (user: SiteUser, type: FrameAccountType): Address =>
  type === 'smartAccount' ? user.smartAccount : user.address

export const activeAddress = (site: SiteState, user: SiteUser, chain: WorldChain) =>
  addressOf(user, accountTypeOn(site, user, chain))

/** Which of the user's accounts `address` is (case-insensitive); refuses any other address. */
export function accountTypeOf(site: SiteState, user: SiteUser, chain: WorldChain, address: string): FrameAccountType {
  const wanted = address.toLowerCase()
  if (wanted === user.address.toLowerCase()) return 'eoa'
  if (wanted === user.smartAccount.toLowerCase() && smartAccountsOn(site, chain)) return 'smartAccount'
  throw new FrameRequestError(`${address} is not an account of this user on eip155:${chain.chainId}`)
}
