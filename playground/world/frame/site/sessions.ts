// Logging a device in and out, and reading its user and chain.
import { numberToHex } from 'viem'
import { jsonRpc } from '../../chains/jsonRpc.js'
import type { WorldChain } from '../../chains/startChains.js'
import { type Device, randomToken } from './createDevices.js'
import type { LoginIdentity, SiteUser } from './createUsers.js'
import { FrameRequestError } from './FrameRequestError.js'
import type { SiteState } from './SiteState.js'

/** A new user's Solana account gets the fee allowance where it holds nothing. */
async function fundSolana(site: SiteState, user: SiteUser) {
  const solana = site.solana
  if (!solana || solana.allowance <= 0n) return
  const { value } = (await jsonRpc(solana.rpcUrl, 'getBalance', [user.solanaAddress])) as { value: number }
  if (value === 0) await jsonRpc(solana.rpcUrl, 'requestAirdrop', [user.solanaAddress, Number(solana.allowance)])
}

/** A new user's EOA gets the gas allowance on every chain where it holds nothing. */
async function fund(site: SiteState, user: SiteUser) {
  await fundSolana(site, user)
  if (site.gasAllowance <= 0n) return
  await Promise.all(
    site.chains.map(async (chain) => {
      const balance = BigInt((await jsonRpc(chain.rpcUrl, 'eth_getBalance', [user.address, 'latest'])) as string)
      if (balance === 0n)
        await jsonRpc(chain.rpcUrl, 'anvil_setBalance', [user.address, numberToHex(site.gasAllowance)])
    }),
  )
}

/** Logs the device in as this identity; returns the user and the session token (for SESSION_UPDATE). */
export async function logIn(site: SiteState, device: Device, identity: LoginIdentity) {
  const { user, created } = site.users.login(identity)
  if (created) await fund(site, user)
  const token = randomToken(24)
  device.session = { userId: user.id, token }
  site.changes.notify()
  return { user, token }
}

export function signOut(site: SiteState, device: Device) {
  device.session = undefined
  device.emailLogin = undefined
  device.emailUpdate = undefined
  device.farcasterChannel = undefined
  site.changes.notify()
}

export const sessionUser = (site: SiteState, device: Device) =>
  device.session ? site.users.get(device.session.userId) : undefined

export function requireUser(site: SiteState, device: Device): SiteUser {
  const user = sessionUser(site, device)
  if (!user) throw new FrameRequestError('Not logged in')
  return user
}

/** A world chain from a frame chain id: 1, '1', 'eip155:1' or '0x1'. */
export function findChain(site: SiteState, chainId: string | number): WorldChain {
  const text = String(chainId)
  const [namespace, reference] = text.includes(':') ? text.split(':', 2) : ['eip155', text]
  const id = namespace === 'eip155' && reference && /^(0x[0-9a-f]+|\d+)$/i.test(reference) ? Number(reference) : NaN
  const chain = site.chains.find((candidate) => candidate.chainId === id)
  if (!chain) throw new FrameRequestError(`Unsupported chain ${text}: the local embedded wallet has ${chainList(site)}`)
  return chain
}

const chainList = (site: SiteState) =>
  [...site.chains.map((chain) => `eip155:${chain.chainId}`), ...(site.solana ? [site.solana.caipNetworkId] : [])].join(
    ', ',
  )

/** Whether a frame chain id names the Solana localnet: its CAIP-2 id or its bare reference. */
export function isSolanaChain(site: SiteState, chainId: string | number | undefined): boolean {
  const caip = site.solana?.caipNetworkId
  if (!caip || chainId === undefined) return false
  return String(chainId) === caip || `solana:${chainId}` === caip
}

export function deviceChain(site: SiteState, device: Device): WorldChain {
  return site.chains.find((chain) => chain.chainId === device.chainId) ?? site.chains[0]!
}

/** Chain ids in replies are CAIP-2 strings. */
export const caipChainId = (chain: Pick<WorldChain, 'chainId'>) => `eip155:${chain.chainId}`
