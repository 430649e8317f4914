import type { ChainAccess } from '../chain/createChainAccess.js'
import { json } from '../http/replies.js'
import type { ApiReply, ApiRequest, Route } from '../http/types.js'

const rpcError = (id: unknown, code: number, message: string) => ({
  jsonrpc: '2.0',
  id: id ?? null,
  error: { code, message },
})

/** JSON-RPC to the chain named by `chainId` (CAIP-2), single or batch; an unknown chain is a JSON-RPC error. */
async function proxy(access: ChainAccess, request: ApiRequest): Promise<ApiReply> {
  const chainId = request.query.get('chainId') ?? ''
  const target =
    access.network(chainId)?.rpcUrl ?? access.extras.find((extra) => extra.caipNetworkId === chainId)?.rpcUrl
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return json(rpcError(null, -32700, 'Parse error'), 400)
  }
  if (!target) {
    const message = `Unsupported chainId: ${chainId || '(none)'}`
    const answer = (item: unknown) => rpcError((item as { id?: unknown } | null)?.id, -32602, message)
    return json(Array.isArray(body) ? body.map(answer) : answer(body))
  }
  const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
  return { status: response.status, body: await response.text(), contentType: 'application/json' }
}

/** POST /v1 and /v1/ (SERVICES.md §1.9). */
export function rpcRoutes(access: ChainAccess): Route[] {
  return ['/v1', '/v1/'].map((path) => ({
    method: 'POST' as const,
    path,
    params: 'project' as const,
    handle: (request: ApiRequest) => proxy(access, request),
  }))
}
