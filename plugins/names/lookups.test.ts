import type { ApiClients, HttpRequest } from 'foyer'
import { expect, test } from 'vitest'
import { lookupName } from './lookupName.js'
import { suggestNames } from './suggestNames.js'

/** A data API answering `answers` by path (an Error fails the request; a wrong shape fails its schema). */
function apiAnswering(answers: Record<string, unknown>) {
  const asked: string[] = []
  const get = async <T>(request: HttpRequest<T>): Promise<T> => {
    asked.push(`${request.path}?${new URLSearchParams(request.query as Record<string, string>)}`)
    const answer = answers[request.path]
    if (answer instanceof Error) throw answer
    const parsed = request.schema.safeParse(answer)
    if (!parsed.success) throw new TypeError('malformed answer')
    return parsed.data
  }
  return { asked, context: { api: { api: { get } } as unknown as ApiClients } }
}

const record = { name: 'alice.reown.id', attributes: {}, addresses: {} }

test("a name is free when the API answers [] (apiVersion 2), taken when it answers a record; a failure is 'Error resolving name'", async () => {
  const { asked, context } = apiAnswering({
    '/v1/profile/account/alice.reown.id': record,
    '/v1/profile/account/bob1.reown.id': [],
    '/v1/profile/account/carl.reown.id': new Error('HTTP status code: 500'),
  })
  expect((await lookupName(context, 'alice.reown.id'))?.name).toBe('alice.reown.id')
  expect(await lookupName(context, 'bob1.reown.id')).toBeUndefined()
  await expect(lookupName(context, 'carl.reown.id')).rejects.toMatchObject({ shortMessage: 'Error resolving name' })
  expect(asked[0]).toBe('/v1/profile/account/alice.reown.id?apiVersion=2')
})

test('suggestions are asked in the reown.id zone and only the free ones are offered, in the API order', async () => {
  const { asked, context } = apiAnswering({
    '/v1/profile/suggestions/alice': {
      suggestions: [
        { name: 'alice.reown.id', registered: true },
        { name: 'alice.wcn.id', registered: false },
        { name: 'alice1.reown.id', registered: false },
      ],
    },
  })
  expect(await suggestNames(context, 'alice')).toEqual(['alice.wcn.id', 'alice1.reown.id'])
  expect(asked).toEqual(['/v1/profile/suggestions/alice?zone=reown.id'])
})

test("a failed or malformed suggestions answer is 'Error fetching name suggestions'", async () => {
  for (const answer of [new Error('HTTP status code: 503'), { suggestions: [{ name: 'x' }] }]) {
    const { context } = apiAnswering({ '/v1/profile/suggestions/alice': answer })
    await expect(suggestNames(context, 'alice')).rejects.toMatchObject({
      shortMessage: 'Error fetching name suggestions',
      code: 'NAME_SUGGESTIONS_FAILED',
    })
  }
})
