import { type ApiClients, FoyerError, type HttpRequest, UserRejectedRequestError } from 'foyer'
import { expect, test } from 'vitest'
import { HttpError } from '../../kernel/http/HttpError.js'
import { createQueryCache } from '../../kernel/cache/createQueryCache.js'
import { createStorage } from '../../kernel/storage/createStorage.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { nameCache } from 'foyer/kit'
import { createAccountActions } from '../../kernel/actions/createAccountActions.js'
import { registerAccountName } from './registerAccountName.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const now = 1_717_600_000_000

/** The kernel's services around one connected EVM account on `chainId`; the wallet and the API answer as told. */
function setup({ chainId = 1, sign, post }: { chainId?: number; sign?: () => Promise<string>; post?: () => unknown }) {
  const clock = createTestClock({ start: now })
  const logger = { warn: () => undefined, error: () => undefined }
  const storage = createStorage({ backend: createMemoryBackend(), prefix: 'test', logger, clock })
  const state = {
    activeConnectorIds: { eip155: 'test' },
    chains: { eip155: { accountState: { address: alice, profileName: null as string | null } } },
  }
  const store = { getState: () => state, update: (recipe: (draft: typeof state) => void) => recipe(state) }
  const signed: { address: string; message: string }[] = []
  const posted: unknown[] = []
  const adapter = {
    signMessage: async (args: { address: string; message: string }) => {
      signed.push(args)
      return sign ? sign() : '0xsigned'
    },
  }
  const api = {
    api: {
      post: async <T>(request: HttpRequest<T>): Promise<T> => {
        posted.push(request.body)
        const parsed = request.schema.safeParse(post ? post() : { name: 'alice.reown.id', addresses: {} })
        if (!parsed.success) throw new TypeError('malformed answer')
        return parsed.data
      },
    },
  } as unknown as ApiClients
  const context = {
    store,
    account: createAccountActions(store as never),
    storage,
    cache: createQueryCache(clock),
    clock,
    api,
    adapters: { getOrThrow: () => adapter },
    networks: { active: () => ({ id: chainId }) },
  } as never
  return { context, state, storage, signed, posted }
}

test("the wallet signs the service's message; coin type, address, signature and message are posted; the name becomes the account's", async () => {
  const { context, state, storage, signed, posted } = setup({ chainId: 42161 })
  expect(await registerAccountName(context, 'alice.reown.id')).toBe('alice.reown.id')
  const message = '{"name":"alice.reown.id","attributes":{},"timestamp":1717600000}'
  expect(signed).toEqual([expect.objectContaining({ address: alice, message })])
  expect(posted).toEqual([{ coin_type: 2147525809, address: alice, message, signature: '0xsigned' }])
  expect(state.chains.eip155.accountState.profileName).toBe('alice.reown.id')
  expect(nameCache(storage).namesOf(alice)?.[0]?.name).toBe('alice.reown.id')
})

test("a refusal in the wallet is 'Error registering name {name}', nothing is posted and nothing changes", async () => {
  const { context, state, storage, posted } = setup({ sign: () => Promise.reject(new UserRejectedRequestError()) })
  await expect(registerAccountName(context, 'alice.reown.id')).rejects.toMatchObject({
    shortMessage: 'Error registering name alice.reown.id',
    code: 'NAME_REGISTER_FAILED',
  })
  expect(posted).toEqual([])
  expect(state.chains.eip155.accountState.profileName).toBeNull()
  expect(nameCache(storage).namesOf(alice)).toBeUndefined()
})

test("a refused registration shows the API's first reason; a malformed answer is 'Error registering name {name}'", async () => {
  const refused = new HttpError('HTTP_REQUEST_FAILED', 'http://api/v1/profile/account', {
    status: 400,
    body: { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered' }] },
  })
  const { context } = setup({
    post: () => {
      throw refused
    },
  })
  await expect(registerAccountName(context, 'alice.reown.id')).rejects.toThrow('Name is already registered')
  const malformed = setup({ post: () => ({ name: 42 }) })
  await expect(registerAccountName(malformed.context, 'alice.reown.id')).rejects.toThrow(
    'Error registering name alice.reown.id',
  )
  expect(malformed.state.chains.eip155.accountState.profileName).toBeNull()
})

test("on a chain id of 2^31 or more it is 'Invalid chainId', and the wallet is not asked", async () => {
  const { context, signed } = setup({ chainId: 2 ** 31 })
  const error = await registerAccountName(context, 'alice.reown.id').catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(FoyerError)
  expect(error).toMatchObject({ shortMessage: 'Invalid chainId' })
  expect(signed).toEqual([])
})
