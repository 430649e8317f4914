// The user as GET_USER and CONNECT_SOCIAL answer it on the Solana localnet: one ed25519 account (SPEC §9: Solana
// accounts are EOAs), and the SIWX signature in base58 when asked (SERVICES §4.3).
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { FrameUser, SiwxMessage } from '../../../../adapters/embedded/frame/frameMessages.js'
import { formatSiwx } from '../messages/frameUser.js'
import type { SiteUser } from '../site/createUsers.js'
import type { SiteSolana } from '../site/SiteState.js'

export function solanaFrameUser(solana: SiteSolana, user: SiteUser, siwx?: SiwxMessage): FrameUser {
  const address = user.solanaAddress
  const result: FrameUser = {
    email: user.email,
    address,
    chainId: solana.caipNetworkId,
    accounts: [{ address, type: 'eoa' }],
    userName: user.userName,
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
  if (siwx) {
    const template = siwx.serializedMessage ?? formatSiwx(siwx, 'Solana')
    result.message = template.replaceAll('<<AccountAddress>>', address)
    result.signature = base58.encode(ed25519.sign(new TextEncoder().encode(result.message), user.solanaKey))
  }
  return result
}
