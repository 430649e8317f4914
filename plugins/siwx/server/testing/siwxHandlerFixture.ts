import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../../../../playground/world/chains/testAccounts.js'
import { formatSiwxMessage, messageFormatFor, type SiwxMessageData } from '../../rules/siwxMessage.js'
import { createSiwxHandler } from '../createSiwxHandler.js'
import { createSiwxServer } from '../createSiwxServer.js'

export const fixtureDomain = 'app.example.com'
export const solanaChainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const evmSigner = privateKeyToAccount(testAccounts[0]!.privateKey)
const solanaSecret = new Uint8Array(32).fill(7) // a fixed key: a fuzz run replays from its seed alone
export const solanaAddress = base58.encode(ed25519.getPublicKey(solanaSecret))

export interface SignedSignIn {
  message: string
  signature: string
}

/**
 * An app server as an app mounts it (a Node server, `createSiwxHandler` over `createSiwxServer` for app.example.com on
 * eip155:1 and Solana mainnet), and properly signed messages for it: `data` changes the fields before signing.
 */
export async function startSiwxHandlerFixture() {
  const siwxServer = createSiwxServer({ domain: fixtureDomain, chainIds: ['eip155:1', solanaChainId] })
  const siwx = createSiwxHandler({ server: siwxServer })
  const server = createServer((request, response) => {
    void siwx(request, response).then(
      (answered) => {
        if (!answered) response.writeHead(404).end()
      },
      () => response.writeHead(500).end(), // a handler that throws: the fuzz counts it as a failure
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siwx`
  // The messages' nonces come from the server itself (its GET route has its own tests): one request less a case.
  const nonce = async () => siwxServer.nonce()
  const dataOf = (nonce: string, accountAddress: string, chainId: string, data: Partial<SiwxMessageData>) => ({
    domain: fixtureDomain,
    accountAddress,
    uri: `https://${fixtureDomain}/`,
    version: '1' as const,
    chainId,
    nonce,
    issuedAt: new Date().toISOString(),
    ...data,
  })
  return {
    url,
    nonce,
    /** Posts a body (an object as JSON, a string as it is) to `/siwx/verify`. */
    post: (body: unknown) =>
      fetch(`${url}/verify`, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body) }),
    async signedEvm(data: Partial<SiwxMessageData> = {}): Promise<SignedSignIn> {
      const full = dataOf(await nonce(), evmSigner.address, 'eip155:1', data)
      const message = formatSiwxMessage(full, messageFormatFor(full.chainId, 'Ethereum'))
      return { message, signature: await evmSigner.signMessage({ message }) }
    },
    async signedSolana(data: Partial<SiwxMessageData> = {}): Promise<SignedSignIn> {
      const full = dataOf(await nonce(), solanaAddress, solanaChainId, data)
      const message = formatSiwxMessage(full, messageFormatFor(full.chainId, 'Solana'))
      return { message, signature: base58.encode(ed25519.sign(new TextEncoder().encode(message), solanaSecret)) }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

export type SiwxHandlerFixture = Awaited<ReturnType<typeof startSiwxHandlerFixture>>
