import type { Clock } from '../../../../kernel/clock.js'
import { parseAddress } from '../chain/caip.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import { failed, json } from '../http/replies.js'
import type { Route } from '../http/types.js'
import type { NameStore } from './createNameStore.js'
import { registerName } from './registerName.js'
import { suggestNames } from './suggestNames.js'

/** Identity, name lookups, suggestions and registration (SERVICES.md §1.2, §1.6), over one in-memory store. */
export function nameRoutes(names: NameStore, access: ChainAccess, clock: Clock): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/identity/:address',
      handle: (request) => {
        const [record] = names.byAddress(parseAddress(request.params.address ?? '', 'address'))
        const avatar = record?.attributes?.avatar ?? null
        return json({ name: record?.name ?? null, avatar, resolvedAt: new Date(clock.now()).toISOString() })
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/account/:name',
      handle: (request) => {
        const record = names.get(request.params.name ?? '')
        if (record) return json(record)
        return request.query.get('apiVersion') === '2' ? json([]) : failed(404, 'name', 'Name not found')
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/reverse/:address',
      handle: (request) => {
        const records = names.byAddress(parseAddress(request.params.address ?? '', 'address'))
        if (records.length > 0 || request.query.get('apiVersion') === '2') return json(records)
        return failed(404, 'address', 'No name for this address')
      },
    },
    {
      method: 'GET',
      path: '/v1/profile/suggestions/:name',
      handle: (request) =>
        json(suggestNames(request.params.name ?? '', request.query.get('zone') ?? 'reown.id', names)),
    },
    {
      method: 'POST',
      path: '/v1/profile/account',
      // AppKit sends no projectId here (SERVICES.md §1.6).
      params: 'none',
      handle: async (request) => json(await registerName(await request.json(), names, access, clock.now())),
    },
  ]
}
