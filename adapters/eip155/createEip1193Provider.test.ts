import { createFoyer } from 'foyer'
import { describe, expect, test } from 'vitest'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { testNetwork } from '../../kernel/testing/testNetworks.js'
import { createEip1193Provider } from './createEip1193Provider.js'
import { ProviderRpcError } from './ProviderRpcError.js'

const providerOfApp = () => {
  const foyer = createFoyer({ networks: [testNetwork(1)], storage: createMemoryBackend() })
  return { foyer, provider: createEip1193Provider(foyer) }
}

describe('the provider Foyer hands to the app', () => {
  test.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['a number as method', { method: 42 }],
    ['an empty method', { method: '' }],
    ['a string', 'eth_chainId'],
  ])('request(%s) returns a promise rejected as an invalid request, opening nothing', async (_, args) => {
    const { foyer, provider } = providerOfApp()
    let answer: Promise<unknown> | undefined
    expect(() => {
      answer = provider.request(args as never)
    }).not.toThrow()
    await expect(answer).rejects.toBeInstanceOf(ProviderRpcError)
    await expect(answer).rejects.toMatchObject({ code: -32600 })
    expect(foyer.getState().modal.open).toBe(false)
  })

  test('params that are neither an array nor an object are invalid params', async () => {
    const { provider } = providerOfApp()
    await expect(provider.request({ method: 'eth_chainId', params: 'x' })).rejects.toMatchObject({ code: -32602 })
  })

  test('a well-formed request is still answered', async () => {
    const { provider } = providerOfApp()
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test("an app listener that throws, or is not a function, breaks neither the other listeners nor Foyer's state", async () => {
    const { foyer, provider } = providerOfApp()
    await foyer.ready()
    const heard: unknown[] = []
    provider.on('chainChanged', null as never)
    provider.on('chainChanged', () => {
      throw new TypeError('the app’s bug')
    })
    provider.on('chainChanged', (chainId: unknown) => heard.push(chainId))
    const reported: unknown[] = []
    const onError = (error: unknown) => reported.push(error)
    process.on('uncaughtException', onError)
    try {
      expect(() =>
        foyer.store.update((draft) => {
          draft.chains.eip155!.activeNetworkId = 'eip155:42161'
        }),
      ).not.toThrow()
      await new Promise((resolve) => setTimeout(resolve, 0))
    } finally {
      process.off('uncaughtException', onError)
    }
    expect(heard).toEqual(['0xa4b1'])
    expect(foyer.getState().chains.eip155?.activeNetworkId).toBe('eip155:42161')
    expect(reported).toHaveLength(1)
  })
})
