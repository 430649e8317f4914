// A Polkadot test wallet in the polkadot-js extension's page interface: `enable(origin)` asks the user, then
// answers `{ accounts, signer, metadata }`; `signer.signRaw` signs the `<Bytes>`-wrapped data (WALLETS.md §3.3)
// with real sr25519 keys. Refusals are polkadot-js's: 'Rejected' for enable, 'Cancelled' for signing.
// signPayload (extrinsics) needs @polkadot/types and is not offered.
import { Keyring } from '@polkadot/keyring'
import type { KeyringPair } from '@polkadot/keyring/types'
import { hexToU8a, isHex, u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import * as z from 'zod/mini'
import { createWalletControls, TestWalletError } from '../shared/createWalletControls.js'
import type { Injected, InjectedAccount, PolkadotTestWallet, PolkadotTestWalletOptions } from './PolkadotTestWallet.js'
import { polkadotTestAccounts } from './polkadotTestAccounts.js'

export type { Injected, InjectedAccount, PolkadotTestWallet, PolkadotTestWalletOptions }

const rawSchema = z.object({
  address: z.string(),
  data: z.string().check(z.refine((value) => isHex(value), 'data must be hex')),
  type: z.enum(['bytes', 'payload']),
})

/** polkadot-js's answers to refused requests. */
export const polkadotRejection = (method: string) => new TestWalletError(method === 'enable' ? 'Rejected' : 'Cancelled')

let pairs: Promise<KeyringPair[]> | undefined
/** The sr25519 key pairs (the WASM or JS sr25519 needs `cryptoWaitReady` first; done once). */
const keyPairs = () => {
  pairs ??= cryptoWaitReady().then(() => {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 })
    return polkadotTestAccounts.map(({ uri, name }) => keyring.addFromUri(uri, { name }))
  })
  return pairs
}

export function createPolkadotTestWallet(options: PolkadotTestWalletOptions = {}): PolkadotTestWallet {
  const name = options.name ?? 'foyer-test-wallet'
  const held = (options.accounts ?? polkadotTestAccounts.map((_, index) => index)).map((index) => {
    const account = polkadotTestAccounts[index]
    if (!account) throw new Error(`No Polkadot test account ${index}`)
    return account
  })
  const controls = createWalletControls(options.mode, { rejection: polkadotRejection })
  const origins = new Set<string>()
  let shown = held.map((account) => account.address)
  const subscribers = new Set<(accounts: InjectedAccount[]) => void | Promise<void>>()
  let nextSignature = 0
  const visible = (): InjectedAccount[] =>
    shown.map((address) => ({
      address,
      genesisHash: null,
      name: held.find((account) => account.address === address)!.name,
      type: 'sr25519',
    }))

  function injected(origin: string): Injected {
    const allowed = () => {
      if (!origins.has(origin))
        throw new TestWalletError(`The source ${origin} is not allowed to interact with this extension`)
    }
    return {
      accounts: {
        get: (anyType) =>
          controls.run('accounts.get', { anyType }, false, () => {
            allowed()
            return visible()
          }),
        subscribe(callback) {
          subscribers.add(callback)
          void callback(visible())
          return () => void subscribers.delete(callback)
        },
      },
      signer: {
        signRaw: (raw) =>
          controls.run('signRaw', raw, true, async () => {
            allowed()
            const parsed = rawSchema.safeParse(raw)
            if (!parsed.success) throw new TestWalletError(`Invalid signRaw payload: ${z.prettifyError(parsed.error)}`)
            const pair = (await keyPairs()).find(
              (candidate) => candidate.address === parsed.data.address && shown.includes(candidate.address),
            )
            if (!pair) throw new TestWalletError('Unable to find keypair')
            return { id: ++nextSignature, signature: u8aToHex(pair.sign(u8aWrapBytes(hexToU8a(parsed.data.data)))) }
          }),
      },
      metadata: {
        get: () => controls.run('metadata.get', undefined, false, () => []),
        provide: (definition) => controls.run('metadata.provide', definition, true, () => true),
      },
    }
  }

  const extension = Object.freeze({
    version: '0.1.0',
    enable: (originName: string) =>
      controls.run('enable', originName, false, async () => {
        if (typeof originName !== 'string' || !originName)
          throw new TestWalletError('enable needs the name of the dapp')
        if (!options.authorized && !origins.has(originName)) await controls.ask('enable', originName)
        origins.add(originName)
        await keyPairs()
        return injected(originName)
      }),
  })

  return {
    ...controls.remote,
    extension,
    name,
    addresses: held.map((account) => account.address),
    get origins() {
      return [...origins]
    },
    setAccounts(addresses) {
      for (const address of addresses) {
        if (!held.some((account) => account.address === address))
          throw new Error(`The test wallet holds no key for ${address}`)
      }
      shown = [...addresses]
      for (const subscriber of subscribers) void subscriber(visible())
    },
  }
}
