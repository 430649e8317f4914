import { createApiServer } from './api/createApiServer.js'
import { type CoinbaseKeys, startCoinbaseKeys } from './coinbase/startCoinbaseKeys.js'
import { type BitcoinRuntime, startBitcoin } from './bitcoin/startBitcoin.js'
import { linkSessions } from './linkSessions.js'
import { type Chains, startChains, type WorldChain } from './chains/startChains.js'
import type { FrameControl } from './frame/control/FrameControl.js'
import { buildFramePage } from './frame/page/buildFramePage.js'
import { type FrameSite, startFrameSite } from './frame/startFrameSite.js'
import { type Relay, startRelay } from './relay/startRelay.js'
import { type SafeHost, startSafeHost } from './safe/startSafeHost.js'
import { SOL, SOLANA_USDC } from './solana/localnet.js'
import { solanaApiNetwork } from './solana/solanaApiNetwork.js'
import { type SolanaRuntime, startSolana } from './solana/startSolana.js'
import { type DotCosmos, type DotCosmosWorldChain, startDotCosmos } from './startDotCosmos.js'

// Bitcoin runs as a regtest Esplora service (bitcoin/startBitcoin.ts). Polkadot and Cosmos need no runtime here:
// their test wallets (wallets/polkadot, cosmos) sign with real keys, verified with each ecosystem's own library.

export const worldProjectId = 'foyer-local-project'

export type EvmWorldChain = Pick<WorldChain, 'chainId' | 'name' | 'rpcUrl' | 'wsUrl' | 'contracts'> & {
  namespace: 'eip155'
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The Solana localnet: `chainId` is the CAIP-2 reference (the genesis hash's first 32 characters). */
export interface SolanaWorldChain {
  namespace: 'solana'
  chainId: string
  caipNetworkId: string
  name: string
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The USDC-like SPL token (6 decimals). */
  tokens: { usdc: string }
}

/** The Bitcoin regtest chain: `chainId` is the CAIP-2 reference; `rpcUrl` is its Esplora API. */
export interface BitcoinWorldChain {
  namespace: 'bip122'
  chainId: string
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** What the playground and the browser tests read (served as /world.json). */
export interface WorldConfig {
  projectId: string
  /** Base URLs for Foyer's `urls` option (`relay` is the WalletConnect relay, `ws://`). */
  urls: {
    api: string
    directory: string
    config: string
    analytics: string
    rpc: string
    relay?: string
    frame?: string
  }
  /**
   * Pages for a person: the embedded-wallet site's front page (logins waiting) and its mailbox; `safe`, the Safe
   * host, which frames an app (`?app=<url>`) and answers it as a Safe does.
   */
  pages: { embeddedWallet: string; mailbox: string; safe: string }
  /** The stand-in for WalletConnect Verify (on the relay's port). Not a Foyer option: WalletConnect hard-codes its
   *  Verify server; the playground's build points it here (relay/worldVerifyPlugin.ts). */
  verifyUrl?: string
  /** The stand-in for Coinbase's popup page (keys.coinbase.com/connect): the Coinbase connector's `keysUrl`. */
  coinbaseKeysUrl: string
  chains: (EvmWorldChain | SolanaWorldChain | BitcoinWorldChain | DotCosmosWorldChain)[]
}

/** The EVM chains of a world config (config.chains also holds the Solana localnet). */
export const evmChains = (config: Pick<WorldConfig, 'chains'>) =>
  config.chains.filter((chain): chain is EvmWorldChain => chain.namespace === 'eip155')

/** The world's EVM chains as Foyer networks: what an app on the world passes as `networks`. */
export const evmNetworks = (config: Pick<WorldConfig, 'chains'>) =>
  evmChains(config).map((chain) => ({
    id: chain.chainId,
    chainNamespace: 'eip155' as const,
    caipNetworkId: `eip155:${chain.chainId}` as const,
    name: chain.name,
    nativeCurrency: chain.nativeCurrency,
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))

/** The Solana localnet of a world config. */
export const solanaChain = (config: Pick<WorldConfig, 'chains'>) =>
  config.chains.find((chain): chain is SolanaWorldChain => chain.namespace === 'solana')

export interface World {
  config: WorldConfig
  chains: Chains
  solana: SolanaRuntime
  bitcoin: BitcoinRuntime
  /** The Polkadot (Substrate JSON-RPC) and Cosmos (REST) dev chains' stand-ins. */
  dotCosmos: DotCosmos
  api: Awaited<ReturnType<typeof createApiServer>>
  /** The embedded-wallet site's control (mailbox, device approvals, social and Farcaster decisions, faults). */
  frame: FrameControl
  frameSite: FrameSite
  /** The WalletConnect relay (and Verify stand-in). */
  relay: Relay
  /** The Safe host (safe/startSafeHost.ts): a Safe on the first chain, answering the app it frames. */
  safeHost: SafeHost
  /** Coinbase's popup site and the wallet behind it. */
  coinbaseKeys: CoinbaseKeys
  /** Back to the seeded state: chains reverted, Solana re-seeded, the API's and the site's switches, faults and records cleared. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export interface StartWorldOptions {
  /** Ports for the chains (in order), Solana (its WebSocket takes the next one), the API, the relay and the
   *  embedded-wallet site; free ports by default. */
  chainPorts?: number[]
  solanaPort?: number
  bitcoinPort?: number
  apiPort?: number
  relayPort?: number
  framePort?: number
  safePort?: number
  coinbaseKeysPort?: number
}

type Stoppable = { stop(): Promise<void> }

/**
 * Starts services side by side. When one fails, the ones that did start are stopped (with those of
 * earlier stages) and the first failure is thrown, so a failed start leaves nothing running.
 */
async function together<T extends readonly Stoppable[]>(
  running: Stoppable[],
  starts: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(starts)
  for (const result of settled) if (result.status === 'fulfilled') running.push(result.value as Stoppable)
  const failed = settled.find((result) => result.status === 'rejected')
  if (!failed) return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T
  await Promise.allSettled(running.reverse().map((service) => service.stop()))
  throw failed.reason
}

function solanaWorldChain(solana: SolanaRuntime): SolanaWorldChain {
  const { name, symbol, decimals } = SOL
  return {
    namespace: 'solana',
    chainId: solana.caipNetworkId.slice('solana:'.length),
    caipNetworkId: solana.caipNetworkId,
    name: 'Solana (local)',
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    genesisHash: solana.genesisHash,
    nativeCurrency: { name, symbol, decimals },
    tokens: { usdc: SOLANA_USDC.mint },
  }
}

function bitcoinWorldChain(bitcoin: BitcoinRuntime): BitcoinWorldChain {
  const chainId = bitcoin.caipNetworkId.slice('bip122:'.length)
  const nativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
  return {
    namespace: 'bip122',
    chainId,
    caipNetworkId: bitcoin.caipNetworkId,
    name: 'Bitcoin (regtest)',
    rpcUrl: bitcoin.url,
    nativeCurrency,
  }
}

const port = (value: number | undefined) => (value === undefined ? {} : { port: value })

/**
 * Starts every local stand-in: the chains, Solana and the relay side by side, then the data API and the
 * embedded-wallet site (which use the chains).
 */
export async function startWorld(options: StartWorldOptions = {}): Promise<World> {
  void buildFramePage().catch(() => undefined) // bundling the frame page overlaps the chains' start
  const running: Stoppable[] = []
  const [chains, solana, relay, bitcoin, dotCosmos] = await together<
    [Chains, SolanaRuntime, Relay, BitcoinRuntime, DotCosmos]
  >(running, [
    startChains(options.chainPorts ? { ports: options.chainPorts } : {}),
    startSolana(port(options.solanaPort)),
    startRelay(port(options.relayPort)),
    startBitcoin(port(options.bitcoinPort)),
    startDotCosmos(),
  ])
  const sessions = linkSessions()
  const [firstChain] = chains.chains
  if (!firstChain) throw new Error('the world has no EVM chain')
  const [api, frameSite, safeHost, coinbaseKeys] = await together<[World['api'], FrameSite, SafeHost, CoinbaseKeys]>(
    running,
    [
      createApiServer({ chains, extraNetworks: [solanaApiNetwork(solana)], ...port(options.apiPort) }),
      startFrameSite({ chains: chains.chains, solana, sessionLog: sessions.sessionLog, ...port(options.framePort) }),
      startSafeHost({ chain: firstChain, ...port(options.safePort) }),
      startCoinbaseKeys({ chains: chains.chains, ...port(options.coinbaseKeysPort) }),
    ],
  )
  sessions.attach(api, frameSite)
  const config: WorldConfig = {
    projectId: worldProjectId,
    urls: {
      api: api.url,
      directory: api.url,
      config: api.url,
      analytics: api.url,
      rpc: api.url,
      relay: relay.url,
      frame: frameSite.url,
    },
    pages: { embeddedWallet: frameSite.pages.home, mailbox: frameSite.pages.mailbox, safe: safeHost.url },
    verifyUrl: relay.verifyUrl,
    coinbaseKeysUrl: coinbaseKeys.url,
    chains: [
      ...chains.chains.map(
        ({ chainId, name, rpcUrl, wsUrl, contracts }): EvmWorldChain => ({
          chainId,
          name,
          rpcUrl,
          wsUrl,
          contracts,
          namespace: 'eip155',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        }),
      ),
      solanaWorldChain(solana),
      bitcoinWorldChain(bitcoin),
      ...dotCosmos.chains,
    ],
  }
  return {
    config,
    chains,
    solana,
    bitcoin,
    dotCosmos,
    api,
    frame: frameSite.control,
    frameSite,
    relay,
    safeHost,
    coinbaseKeys,
    async reset() {
      await chains.reset()
      solana.reset()
      bitcoin.reset()
      dotCosmos.reset()
      api.control.reset()
      await frameSite.resume() // after a test that took it down
      coinbaseKeys.reset()
      await frameSite.control.reset()
      safeHost.reset()
    },
    async stop() {
      await Promise.all([
        api.stop(),
        frameSite.stop(),
        safeHost.stop(),
        coinbaseKeys.stop(),
        relay.stop(),
        bitcoin.stop(),
      ])
      await Promise.all([chains.stop(), solana.stop(), dotCosmos.stop()])
    },
  }
}
