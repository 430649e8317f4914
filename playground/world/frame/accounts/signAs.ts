// Signatures of a user's accounts: the EOA signs with its key; the smart account's signature is its owner's
// signature of the same digest (ERC-1271 `isValidSignature` on the contract), wrapped per ERC-6492 while the
// account is not deployed on that chain, so that viem's verifyMessage / verifyTypedData accept both.
import { type Hex, isHex, serializeErc6492Signature, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { accountFactoryAddress, createAccountData, isDeployed } from './smartAccounts.js'

export interface SigningAccount {
  /** The owner key (the EOA's). */
  key: Hex
  /** The EOA. */
  address: Address
  smartAccount: Address
}

async function asSigner(account: SigningAccount, signer: Address, chain: WorldChain, signature: Hex): Promise<Hex> {
  if (signer.toLowerCase() === account.address.toLowerCase()) return signature
  if (await isDeployed(chain, account.smartAccount)) return signature
  return serializeErc6492Signature({
    address: accountFactoryAddress,
    data: createAccountData(account.address),
    signature,
  })
}

/** personal_sign: hex is signed as bytes, anything else as UTF-8 text. */
export async function signMessageAs(account: SigningAccount, signer: Address, chain: WorldChain, message: string) {
  const owner = privateKeyToAccount(account.key)
  const signature = await owner.signMessage({ message: isHex(message) ? { raw: message } : message })
  return asSigner(account, signer, chain, signature)
}

export async function signTypedDataAs(
  account: SigningAccount,
  signer: Address,
  chain: WorldChain,
  typedData: TypedDataDefinition,
) {
  const owner = privateKeyToAccount(account.key)
  return asSigner(account, signer, chain, await owner.signTypedData(typedData))
}
