// The smart account of a user on the world chains: its CREATE2 address (known before deployment), the factory
// placed at a fixed address, deployment on first use and execution of single and batched calls, sent by the owner.
import { concat, encodeAbiParameters, encodeFunctionData, getContractAddress, type Hex, zeroHash } from 'viem'
import { jsonRpc } from '../../chains/jsonRpc.js'
import type { WorldChain } from '../../chains/startChains.js'
import type { Address } from '../../chains/tokens.js'
import { accountFactoryAbi, smartAccountAbi } from './accountAbis.js'
import { loadAccountArtifact } from './accountArtifacts.js'
import { sendAs, waitForSuccess } from './sendAs.js'

/** Where the factory's code is placed on every world chain (anvil_setCode, like Multicall3's). */
export const accountFactoryAddress: Address = '0xf0ce00000000000000000000000000000000FAC7'

export function smartAccountAddressOf(owner: Address): Address {
  const { bytecode } = loadAccountArtifact('FoyerSmartAccount')
  return getContractAddress({
    opcode: 'CREATE2',
    from: accountFactoryAddress,
    salt: zeroHash,
    bytecode: concat([bytecode, encodeAbiParameters([{ type: 'address' }], [owner])]),
  })
}

/** The factory call that deploys `owner`'s account (also the ERC-6492 deployment data). */
export const createAccountData = (owner: Address) =>
  encodeFunctionData({ abi: accountFactoryAbi, functionName: 'createAccount', args: [owner] })

/** Places the factory's runtime code at its address unless it is there (the chains' reset removes it). */
export async function placeAccountFactory(chain: Pick<WorldChain, 'rpcUrl'>): Promise<void> {
  const code = await jsonRpc(chain.rpcUrl, 'eth_getCode', [accountFactoryAddress, 'latest'])
  const wanted = loadAccountArtifact('FoyerAccountFactory').deployedBytecode
  if (code !== wanted) await jsonRpc(chain.rpcUrl, 'anvil_setCode', [accountFactoryAddress, wanted])
}

export async function isDeployed(chain: Pick<WorldChain, 'rpcUrl'>, address: Address): Promise<boolean> {
  const code = await jsonRpc(chain.rpcUrl, 'eth_getCode', [address, 'latest'])
  return typeof code === 'string' && code !== '0x'
}

export interface AccountCall {
  to: Address
  value?: bigint
  data?: Hex
}

/** Deploys the owner's account through the factory unless it is deployed; resolves with its address. */
export async function deploySmartAccount(ownerKey: Hex, owner: Address, chain: WorldChain): Promise<Address> {
  const account = smartAccountAddressOf(owner)
  if (await isDeployed(chain, account)) return account
  await placeAccountFactory(chain)
  await waitForSuccess(
    chain,
    await sendAs(ownerKey, chain, { to: accountFactoryAddress, data: createAccountData(owner) }),
  )
  return account
}

/** One transaction from the owner: `execute` for one call, `executeBatch` (all or nothing) for several. */
export async function executeCalls(ownerKey: Hex, owner: Address, chain: WorldChain, calls: AccountCall[]) {
  const account = await deploySmartAccount(ownerKey, owner, chain)
  const [single] = calls
  const data =
    calls.length === 1 && single
      ? encodeFunctionData({
          abi: smartAccountAbi,
          functionName: 'execute',
          args: [single.to, single.value ?? 0n, single.data ?? '0x'],
        })
      : encodeFunctionData({
          abi: smartAccountAbi,
          functionName: 'executeBatch',
          args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
        })
  return sendAs(ownerKey, chain, { to: account, data })
}
