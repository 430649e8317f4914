import { parseBody } from '../http/parseInput.js'
import { json } from '../http/replies.js'
import type { Route } from '../http/types.js'
import type { WcWallet } from '../../../../plugins/connect/schemas.js'
import { type DirectoryExtras, extraEntriesBody } from './createDirectoryExtras.js'

/** `POST /__world/directory` `{ wallets }` adds entries served first (until reset); `DELETE` removes them. */
export function directoryControlRoutes(extras: DirectoryExtras): Route[] {
  return [
    {
      method: 'POST',
      path: '/__world/directory',
      params: 'none',
      handle: async (request) => {
        const { wallets } = await parseBody(request, extraEntriesBody)
        extras.add(wallets as unknown as WcWallet[])
        return json({ ok: true, wallets: extras.list().length })
      },
    },
    {
      method: 'DELETE',
      path: '/__world/directory',
      params: 'none',
      handle: () => {
        extras.clear()
        return json({ ok: true })
      },
    },
  ]
}
