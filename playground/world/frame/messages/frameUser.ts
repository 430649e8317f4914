// The user as GET_USER and CONNECT_SOCIAL answer it (SPEC §3), with the SIWX signature when asked (SERVICES §4.3).
import type { FrameUser, SiwxMessage } from '../../../../adapters/embedded/frame/frameMessages.js'
import type { WorldChain } from '../../chains/startChains.js'
import { isDeployed } from '../accounts/smartAccounts.js'
import { signMessageAs } from '../accounts/signAs.js'
import type { SiteUser } from '../site/createUsers.js'
import type { SiteState } from '../site/SiteState.js'
import { caipChainId } from '../site/sessions.js'
import { accountTypeOn, addressOf, smartAccountsOn } from '../rpc/userAccounts.js'

/** SERVICES §4.1's text, for a SIWX request that carries only the data. */
export function formatSiwx(data: SiwxMessage, networkName: string): string {
  const lines = [
    `${data.domain} wants you to sign in with your ${networkName} account:`,
    data.accountAddress,
    data.statement ? `\n${data.statement}\n` : '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId}`,
    `Nonce: ${data.nonce}`,
    data.issuedAt ? `Issued At: ${data.issuedAt}` : undefined,
    data.expirationTime ? `Expiration Time: ${data.expirationTime}` : undefined,
    data.notBefore ? `Not Before: ${data.notBefore}` : undefined,
    data.requestId ? `Request ID: ${data.requestId}` : undefined,
    data.resources?.length ? `Resources:${data.resources.map((resource) => `\n- ${resource}`).join('')}` : undefined,
  ]
  return lines
    .filter((line) => line !== undefined)
    .join('\n')
    .trim()
}

export async function frameUser(
  site: SiteState,
  user: SiteUser,
  chain: WorldChain,
  siwx?: SiwxMessage,
): Promise<FrameUser> {
  const type = accountTypeOn(site, user, chain)
  const address = addressOf(user, type)
  const offered = smartAccountsOn(site, chain)
  const accounts = [
    { address: user.address, type: 'eoa' as const },
    ...(offered ? [{ address: user.smartAccount, type: 'smartAccount' as const }] : []),
  ].sort((a, b) => (a.type === type ? -1 : b.type === type ? 1 : 0))
  const result: FrameUser = {
    email: user.email,
    address,
    chainId: caipChainId(chain),
    accounts,
    userName: user.userName,
    preferredAccountType: type,
    smartAccountDeployed: offered ? await isDeployed(chain, user.smartAccount) : false,
  }
  if (siwx) {
    const template = siwx.serializedMessage ?? formatSiwx(siwx, chain.name)
    result.message = template.replaceAll('<<AccountAddress>>', address)
    result.signature = await signMessageAs(user, address, chain, result.message)
  }
  return result
}
