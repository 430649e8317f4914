import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { identitySchema } from '../../../../plugins/account/schemas.js'
import {
  nameErrorSchema,
  nameLookupSchema,
  nameSuggestionsSchema,
  registerNameSchema,
} from '../../../../plugins/names/schemas.js'
import { reverseLookupSchema } from '../../../../kernel/names/nameRecordSchema.js'
import { signMessageAs } from '../../frame/accounts/signAs.js'
import { placeAccountFactory, smartAccountAddressOf } from '../../frame/accounts/smartAccounts.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let world: TestWorld

/** Name registration only with a valid signature; lookups, identity and suggestions. Runs inside worldApi.test.ts, which starts one world for every suite. */
export function namesSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })

  beforeEach(() => world.api.control.reset())

  /** What the product does (SPEC §4 "Name registration"): sign the JSON message, post it with coin type 60|chain. */
  async function register(name: string, options: { signer?: number; owner?: number; timestamp?: number } = {}) {
    const owner = world.chains.accounts[options.owner ?? 0]!
    const signer = privateKeyToAccount(world.chains.accounts[options.signer ?? options.owner ?? 0]!.privateKey)
    const message = JSON.stringify({
      name,
      attributes: {},
      timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
    })
    const signature = await signer.signMessage({ message })
    return world.client.post(
      '/v1/profile/account',
      { coin_type: 2147483649, address: owner.address, message, signature },
      {
        projectId: undefined,
        st: undefined,
        sv: undefined,
      },
    )
  }

  test('a name with a valid signature registers, then resolves by name, by address and as the identity', async () => {
    const { address } = world.chains.accounts[0]!
    const answer = await register('alice.reown.id')
    const record = registerNameSchema.parse(answer.body)
    const lookup = nameLookupSchema.parse(
      (await world.client.get('/v1/profile/account/alice.reown.id', { apiVersion: '2' })).body,
    )
    const reverse = reverseLookupSchema.parse(
      (await world.client.get(`/v1/profile/reverse/${address}`, { apiVersion: '2', sender: address })).body,
    )
    const identity = identitySchema.parse((await world.client.get(`/v1/identity/${address}`, { sender: address })).body)
    expect(answer.status).toBe(200)
    expect(record).toMatchObject({ name: 'alice.reown.id', attributes: {}, addresses: { '2147483649': { address } } })
    expect(lookup).toEqual(record)
    expect(reverse.map((entry) => entry.name)).toEqual(['alice.reown.id'])
    expect(identity).toEqual({ name: 'alice.reown.id', avatar: null })
  })

  test('a smart account registers with its ERC-6492 signature; another owner’s signature for it is refused', async () => {
    const chain = world.chains.chains[0]!
    await placeAccountFactory(chain)
    const account = (seed: string) => {
      const key = keccak256(toHex(seed))
      const address = privateKeyToAccount(key).address
      return { key, address, smartAccount: smartAccountAddressOf(address) }
    }
    const [owner, stranger] = [account('names-suite smart owner'), account('names-suite stranger')]
    const post = async (name: string, signer: typeof owner) => {
      const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
      const signature = await signMessageAs(signer, signer.smartAccount, chain, message)
      return world.client.post(
        '/v1/profile/account',
        {
          coin_type: 2147483649,
          address: owner.smartAccount,
          message,
          signature,
        },
        { projectId: undefined, st: undefined, sv: undefined },
      )
    }
    const refused = await post('smartie.reown.id', stranger)
    expect(refused.status).toBe(401)
    const answer = await post('smartie.reown.id', owner)
    expect(answer.status).toBe(200)
    expect(registerNameSchema.parse(answer.body).addresses['2147483649']?.address).toBe(owner.smartAccount)
  })

  test('a signature by another account is refused and stores nothing', async () => {
    const answer = await register('mallory.reown.id', { owner: 0, signer: 1 })
    expect(answer.status).toBe(401)
    expect(nameErrorSchema.parse(answer.body).reasons[0]!.description).toBe('Invalid signature')
    expect((await world.client.get('/v1/profile/account/mallory.reown.id', { apiVersion: '2' })).body).toEqual([])
    expect(world.api.control.names()).toEqual([])
  })

  test('a name that breaks the rules is refused with a reason', async () => {
    for (const name of ['abc.reown.id', 'bad_name.reown.id', 'alice.eth', 'dots.in.name.reown.id']) {
      const answer = await register(name)
      expect(answer.status, name).toBe(400)
      expect(answer.body.reasons[0].field, name).toBe('name')
    }
    expect(world.api.control.names()).toEqual([])
  })

  test('a name already taken is refused with the reason in reasons[0].description', async () => {
    await register('taken-name.reown.id', { owner: 0 })
    const answer = await register('Taken-Name.reown.id', { owner: 1 })
    expect(answer.status).toBe(400)
    expect(nameErrorSchema.parse(answer.body).reasons[0]!.description).toBe(
      'Name is already registered: taken-name.reown.id',
    )
  })

  test('a stale message and a malformed body are refused', async () => {
    const stale = await register('sleepy.reown.id', { timestamp: Math.floor(Date.now() / 1000) - 3600 })
    const malformed = await world.client.post('/v1/profile/account', { coin_type: 60, address: '0x1', message: 1 })
    expect([stale.status, malformed.status]).toEqual([400, 400])
    expect(stale.body.reasons[0].field).toBe('timestamp')
  })

  test('suggestions put the exact name first in both zones, with real availability, then free variants', async () => {
    await register('carol.wcn.id')
    const { suggestions } = nameSuggestionsSchema.parse(
      (await world.client.get('/v1/profile/suggestions/carol', { zone: 'reown.id' })).body,
    )
    expect(suggestions.slice(0, 2)).toEqual([
      { name: 'carol.reown.id', registered: false },
      { name: 'carol.wcn.id', registered: true },
    ])
    expect(
      suggestions.slice(2).every((suggestion) => !suggestion.registered && suggestion.name.endsWith('.reown.id')),
    ).toBe(true)
    expect(suggestions.length).toBeGreaterThan(3)
  })

  test('unknown names and addresses answer empty with apiVersion 2, 404 without', async () => {
    const address = world.chains.accounts[3]!.address
    const byName = await world.client.get('/v1/profile/account/nobody.reown.id', { apiVersion: '2' })
    const byNameV1 = await world.client.get('/v1/profile/account/nobody.reown.id')
    const byAddress = await world.client.get(`/v1/profile/reverse/${address}`, { apiVersion: '2' })
    const identity = identitySchema.parse((await world.client.get(`/v1/identity/${address}`)).body)
    expect([byName.body, byNameV1.status, byAddress.body]).toEqual([[], 404, []])
    expect(identity).toEqual({ name: null, avatar: null })
  })
}
