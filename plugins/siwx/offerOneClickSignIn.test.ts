import { formatMessage } from '@walletconnect/utils'
import mitt from 'mitt'
import { afterEach, expect, test, vi } from 'vitest'
import type { WalletConnectPairingEvent } from 'foyer/kit'
import { createStorage } from '../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { testNetwork } from '../../kernel/testing/testNetworks.js'
import { offerOneClickSignIn } from './offerOneClickSignIn.js'
import type { SiwxConfig } from './SiwxConfig.js'
import { siwxSessions } from './siwxSessions.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const solana = { ...testNetwork(1), id: 'sol', chainNamespace: 'solana', caipNetworkId: 'solana:abc', name: 'Solana' }

afterEach(() => vi.unstubAllGlobals())

function setup(networks: unknown[], config: SiwxConfig) {
  vi.stubGlobal('location', { host: 'app.example.com', href: 'https://app.example.com/' })
  const clock = createTestClock({ start: Date.parse('2026-06-06T09:00:00.000Z') })
  const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'foyer', logger, clock })
  const bus = mitt<{ 'walletconnect:pairing': WalletConnectPairingEvent }>()
  const context = {
    bus,
    clock,
    logger,
    storage,
    track: vi.fn(),
    options: { networks },
    networks: { active: () => testNetwork(42161) },
  }
  offerOneClickSignIn(context as never, config)
  const pairing: WalletConnectPairingEvent = { namespaces: ['eip155'] }
  bus.emit('walletconnect:pairing', pairing)
  return { pairing, sessions: siwxSessions(storage, clock.now), context }
}

/** What the wallet signed for `chain`, as WalletConnect's client writes it. */
const signedFor = (chain: string, nonce: string) => ({
  message: formatMessage(
    { domain: 'app.example.com', aud: 'https://app.example.com/', version: '1', nonce, iat: '2026-06-06T09:00:00Z' },
    `did:pkh:${chain}:${address}`,
  ),
  signature: '0xabc',
  cacao: {},
})

test('eip155 only: the pairing asks for the sign-in (active network first); what the wallet signed becomes sessions', async () => {
  const { pairing, sessions } = setup([testNetwork(1), testNetwork(42161)], { statement: 'Hi', expiresInSeconds: 60 })
  const authentication = await pairing.authentication
  expect(authentication?.request).toEqual({
    domain: 'app.example.com',
    uri: 'https://app.example.com/',
    nonce: expect.stringMatching(/^\d{8}$/),
    chains: ['eip155:42161', 'eip155:1'],
    statement: 'Hi',
    exp: '2026-06-06T09:01:00.000Z',
  })
  const nonce = authentication?.request.nonce ?? ''
  await authentication?.accept([signedFor('eip155:42161', nonce), signedFor('eip155:1', 'another')])
  expect(sessions.all().map((session) => session.data.chainId)).toEqual(['eip155:42161'])
})

test("with a server, the nonce is the server's, and a message it refuses is not kept", async () => {
  const verify = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('replayed'))
  const { pairing, sessions } = setup([testNetwork(1), testNetwork(42161)], { getNonce: async () => 'n1', verify })
  const authentication = await pairing.authentication
  await authentication?.accept([signedFor('eip155:42161', 'n1'), signedFor('eip155:1', 'n1')])
  expect(verify).toHaveBeenCalledTimes(2)
  expect(sessions.all().map((session) => session.data.chainId)).toEqual(['eip155:42161'])
})

test('a server without a nonce leaves the pairing plain', async () => {
  const { pairing } = setup([testNetwork(1)], { getNonce: () => Promise.reject(new Error('down')) })
  expect(await pairing.authentication).toBeUndefined()
})

test('a configured non-eip155 chain: the pairing is plain (the sign view asks after it)', () => {
  const { pairing } = setup([testNetwork(1), solana], {})
  expect(pairing.authentication).toBeUndefined()
})
