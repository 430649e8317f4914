import type { AccountType, AdapterContext } from 'foyer'
import type { FrameUser } from '../frame/frameReplies.js'

type FrameAccountType = 'eoa' | 'smartAccount'

/**
 * The account type the frame logs in with (SPEC §4): the type the visitor chose and that was stored; else the
 * EOA, whose address the embedded wallet funds for gas (a smart account is switched to from the Account view).
 */
export function embeddedAccountType(storage: AdapterContext['storage']): FrameAccountType {
  const stored: AccountType | undefined = storage.get('preferredAccountTypes')?.eip155
  return stored === 'smartAccount' ? 'smartAccount' : 'eoa'
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
