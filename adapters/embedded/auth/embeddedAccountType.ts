import type { AdapterContext } from 'foyer'
import type { FrameUser } from '../frame/frameReplies.js'

type FrameAccountType = 'eoa' | 'smartAccount'

/**
 * The account type the frame logs in with on `chainId` (SPEC §4): the type the visitor chose and that was stored;
 * else the app's eip155 default (SPEC §9: smartAccount) where `enabled` (the frame's smart-account networks, SPEC
 * §7) holds the chain, else the EOA.
 */
export async function embeddedAccountType(
  { storage, options }: Pick<AdapterContext, 'storage' | 'options'>,
  chainId: string | number,
  enabled: () => Promise<number[]>,
): Promise<FrameAccountType> {
  const stored = storage.get('preferredAccountTypes')?.eip155
  if ((stored ?? options.defaultAccountTypes.eip155) !== 'smartAccount') return 'eoa'
  return stored || (await enabled()).includes(Number(String(chainId).replace('eip155:', ''))) ? 'smartAccount' : 'eoa'
}

/** SPEC §3: the frame user's account type and whether its smart account is deployed, in its namespace's account state. */
export function writeEmbeddedAccount(store: AdapterContext['store'], user: FrameUser): void {
  const namespace = String(user.chainId).startsWith('solana:') ? 'solana' : 'eip155'
  store.update((draft) => {
    const account = draft.chains[namespace]?.accountState
    if (!account) return
    account.preferredAccountType = user.preferredAccountType
    if (user.smartAccountDeployed === undefined) delete account.smartAccountDeployed
    else account.smartAccountDeployed = user.smartAccountDeployed
  })
}
