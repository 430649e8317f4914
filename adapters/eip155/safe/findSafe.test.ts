import { describe, expect, test } from 'vitest'
import type { Eip1193Provider } from '../Eip1193Provider.js'
import type { SafeHost } from './createSafeChannel.js'
import { findSafe } from './findSafe.js'

const safeOrigin = 'https://app.safe.global'
const safeAddress = '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe'
const chainHash = `0x${'ab'.repeat(32)}`
const safeTxHash = `0x${'cd'.repeat(32)}`

type Request = { id: string; method: string; params: unknown; env: { sdkVersion: string } }
type Reply = (request: Request) => Record<string, unknown> | undefined

/** A framing page that answers each request with `reply`'s message (none when undefined), from `from`. */
function fakeParent(reply: Reply, from: { origin?: string; source?: 'parent' | 'other' } = {}) {
  const events = new EventTarget()
  const posted: { message: Request; targetOrigin: string }[] = []
  const parent = {
    postMessage(message: unknown, targetOrigin: string) {
      const request = message as Request
      posted.push({ message: request, targetOrigin })
      const answer = reply(request)
      if (!answer) return
      const source = from.source === 'other' ? {} : parent
      setTimeout(() =>
        events.dispatchEvent(
          Object.assign(new Event('message'), {
            data: { id: request.id, ...answer },
            origin: from.origin ?? safeOrigin,
            source,
          }),
        ),
      )
    },
  }
  const host: SafeHost = { parent, events, origin: safeOrigin }
  return { host, posted }
}

const ok = (data: unknown) => ({ success: true, version: '9.1.0', data })
const safeInfo = ok({ safeAddress, chainId: 31337, threshold: 1, owners: [], isReadOnly: false })

const answering =
  (answers: Record<string, Record<string, unknown>>): Reply =>
  (request) =>
    answers[request.method]

async function refusal(reply: Reply, from?: Parameters<typeof fakeParent>[1]) {
  const { host } = fakeParent(reply, from)
  const refused: unknown[] = []
  const found = await findSafe({ host, timeout: 50 }, (error) => refused.push(error))
  return { found, refused: refused as { code?: string; message: string }[] }
}

describe('the Safe the app runs inside (Safe Apps protocol)', () => {
  test('a Safe that answers getSafeInfo is a connector that connects on open, with its address and chain', async () => {
    const { host, posted } = fakeParent(answering({ getSafeInfo: safeInfo }))
    const found = await findSafe({ host, timeout: 200 })
    expect(found?.connector).toEqual({ id: 'safe', type: 'EXTERNAL', name: 'Safe', autoConnect: true })
    const provider = found?.provider as Eip1193Provider
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([safeAddress])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(posted).toEqual([
      {
        message: { id: expect.any(String), method: 'getSafeInfo', params: undefined, env: { sdkVersion: '9.1.0' } },
        targetOrigin: safeOrigin,
      },
    ])
  })

  test('a transaction is proposed with sendTransactions and resolves with the chain hash the Safe executed', async () => {
    const { host, posted } = fakeParent(
      answering({
        getSafeInfo: safeInfo,
        sendTransactions: ok({ safeTxHash }),
        getTxBySafeTxHash: ok({ txStatus: 'SUCCESS', txHash: chainHash }),
        rpcCall: ok('0x10'),
      }),
    )
    const provider = (await findSafe({ host }))?.provider as Eip1193Provider
    const sent = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: safeAddress, to: safeAddress, value: '0xde0b6b3a7640000', data: '0x' }],
    })
    expect(sent).toBe(chainHash)
    expect(await provider.request({ method: 'eth_getBalance', params: [safeAddress, 'latest'] })).toBe('0x10')
    expect(posted.slice(1).map(({ message }) => [message.method, message.params])).toEqual([
      ['sendTransactions', { txs: [{ to: safeAddress, value: '1000000000000000000', data: '0x' }], params: {} }],
      ['getTxBySafeTxHash', { safeTxHash }],
      ['rpcCall', { call: 'eth_getBalance', params: [safeAddress, 'latest'] }],
    ])
  })

  test('bad answers to getSafeInfo are refused with a clear error, and no Safe is offered', async () => {
    const bad = [
      ok({ safeAddress: 'not an address', chainId: 1 }),
      ok({ safeAddress, chainId: -1 }),
      ok({ safeAddress, chainId: '1' }),
      { success: true, version: '0.9.0', data: { safeAddress, chainId: 1 } },
      { success: 'yes', version: '9.1.0', data: { safeAddress, chainId: 1 } },
      { success: false, version: '9.1.0' },
    ]
    for (const answer of bad) {
      const { found, refused } = await refusal(answering({ getSafeInfo: answer }))
      expect(found).toBeUndefined()
      expect(refused[0]?.code, JSON.stringify(answer)).toBe('INVALID_WALLET_ANSWER')
      expect(refused[0]?.message).toContain('The wallet answered Safe getSafeInfo with something unexpected')
    }
  })

  test("answers from another origin or window are not read: the parent's silence ends the wait, no Safe", async () => {
    for (const from of [{ origin: 'https://evil.example' }, { source: 'other' as const }]) {
      const { found, refused } = await refusal(answering({ getSafeInfo: safeInfo }), from)
      expect(found).toBeUndefined()
      expect(refused.map((error) => error.code)).toEqual(['SAFE_NO_ANSWER'])
    }
  })

  test('a framing page of an origin not allowed is not asked at all', async () => {
    const { host, posted } = fakeParent(answering({ getSafeInfo: safeInfo }))
    expect(await findSafe({ host: { ...host, origin: 'https://example.com' } })).toBeUndefined()
    expect(posted).toEqual([])
  })

  test("a rejection in the Safe is the provider's 4001, a bad Safe transaction hash is refused", async () => {
    const rejecting = fakeParent(
      answering({
        getSafeInfo: safeInfo,
        sendTransactions: { success: false, version: '9.1.0', error: 'Transaction was rejected' },
      }),
    )
    const provider = (await findSafe({ host: rejecting.host }))?.provider as Eip1193Provider
    const transaction = { method: 'eth_sendTransaction', params: [{ to: safeAddress, value: '0x1' }] }
    await expect(provider.request(transaction)).rejects.toMatchObject({ code: 4001 })
    const lying = fakeParent(answering({ getSafeInfo: safeInfo, sendTransactions: ok({ safeTxHash: '0x12' }) }))
    const lied = (await findSafe({ host: lying.host }))?.provider as Eip1193Provider
    await expect(lied.request(transaction)).rejects.toMatchObject({ code: 'INVALID_WALLET_ANSWER' })
  })

  test('messages are signed by signMessage; wallet methods the Safe has none of are unsupported (4200), never sent', async () => {
    const signature = `0x${'ef'.repeat(65)}`
    const { host, posted } = fakeParent(answering({ getSafeInfo: safeInfo, signMessage: ok({ signature }) }))
    const provider = (await findSafe({ host }))?.provider as Eip1193Provider
    expect(await provider.request({ method: 'personal_sign', params: ['0x6869', safeAddress] })).toBe(signature)
    await expect(provider.request({ method: 'wallet_getCapabilities', params: [safeAddress] })).rejects.toMatchObject({
      code: 4200,
    })
    expect(posted.map(({ message }) => message.method)).toEqual(['getSafeInfo', 'signMessage'])
  })
})
