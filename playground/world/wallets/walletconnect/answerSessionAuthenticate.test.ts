import { getAddress, recoverMessageAddress } from 'viem'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { testAccounts } from '../../chains/testAccounts.js'
import { type Relay, startRelay } from '../../relay/startRelay.js'
import { connectTestDapp } from './connectTestDapp.js'
import { createWalletConnectTestWallet } from './createWalletConnectTestWallet.js'

// One-click authentication (CAIP-222) between the product's WalletConnect client (universal-provider, as the dapp)
// and the WalletConnect test wallet, through the world's relay. Signing needs no chain: the RPC URLs are unused.

let relay: Relay
const running: { stop(): Promise<void> }[] = []
const chains = [1, 42161].map((chainId) => ({ chainId, name: `chain ${chainId}`, rpcUrl: 'http://127.0.0.1:9' }))

beforeAll(async () => {
  relay = await startRelay()
})
afterAll(() => relay?.stop())
afterEach(async () => {
  await Promise.all(running.splice(0).map((one) => one.stop()))
})

async function authenticate(mode: 'approve' | 'reject') {
  const wallet = await createWalletConnectTestWallet({ relayUrl: relay.url, chains, mode })
  const dapp = await connectTestDapp(relay.url, chains)
  running.push(wallet, dapp)
  dapp.provider.once('display_uri', (uri: string) => void wallet.pair(uri))
  const answer = dapp.provider.authenticate({
    chains: ['eip155:1', 'eip155:42161', 'eip155:10'],
    domain: 'dapp.foyer.test',
    uri: 'https://dapp.foyer.test/login',
    nonce: 'a1b2c3d4e5f60718',
    statement: 'Sign in to the test dapp',
    methods: ['personal_sign'],
  })
  return { wallet, dapp, answer }
}

test('the wallet answers a session authenticate with the session and one signed CACAO per chain it shares', async () => {
  const { wallet, dapp, answer } = await authenticate('approve')
  const { session, auths } = await answer
  expect(wallet.requests.map((request) => request.method)).toEqual(['wc_sessionAuthenticate'])
  expect(session?.namespaces.eip155?.accounts).toEqual(
    expect.arrayContaining([`eip155:1:${testAccounts[0]!.address}`, `eip155:42161:${testAccounts[0]!.address}`]),
  )
  expect(auths?.map((cacao) => cacao.p.iss)).toEqual([
    `did:pkh:eip155:1:${testAccounts[0]!.address}`,
    `did:pkh:eip155:42161:${testAccounts[0]!.address}`,
  ])
  for (const cacao of auths ?? []) {
    const message = dapp.provider.client.formatAuthMessage({ request: cacao.p, iss: cacao.p.iss })
    expect(message).toContain('dapp.foyer.test wants you to sign in with your Ethereum account:')
    expect(message).toContain('Nonce: a1b2c3d4e5f60718')
    const signer = await recoverMessageAddress({ message, signature: cacao.s.s as `0x${string}` })
    expect(getAddress(signer)).toBe(getAddress(testAccounts[0]!.address))
  }
  expect(wallet.failures).toEqual([])
})

test('a refusing user rejects the authenticate request: the dapp gets an error, no session', async () => {
  const { wallet, answer } = await authenticate('reject')
  // WalletConnect rejects the dapp's promise (with no reason of its own).
  expect(
    await answer.then(
      () => 'approved',
      () => 'rejected',
    ),
  ).toBe('rejected')
  expect(wallet.requests.map((request) => request.method)).toEqual(['wc_sessionAuthenticate'])
  expect(wallet.sessions()).toEqual([])
})
