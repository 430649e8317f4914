// A minimal JSON-RPC 2.0 client over fetch, for the world's chains (Node and browsers).
import * as z from 'zod/mini'

/** A JSON-RPC error as the node sent it; also the EIP-1193 `ProviderRpcError` shape (code, message, data). */
export class JsonRpcError extends Error {
  override name = 'JsonRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

const responseSchema = z.union([
  z.object({ id: z.number(), result: z.unknown() }),
  z.object({
    id: z.nullable(z.number()),
    error: z.object({ code: z.number(), message: z.string(), data: z.optional(z.unknown()) }),
  }),
])
type Response = z.infer<typeof responseSchema>

export interface RpcCall {
  method: string
  params?: unknown
}

let nextId = 1

async function post(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new JsonRpcError(-32603, `HTTP ${response.status} from ${url}: ${text.slice(0, 200)}`)
  try {
    return JSON.parse(text)
  } catch {
    throw new JsonRpcError(-32700, `Invalid JSON from ${url}: ${text.slice(0, 200)}`)
  }
}

function unwrap(raw: unknown, method: string): unknown {
  const parsed = responseSchema.safeParse(raw)
  if (!parsed.success) throw new JsonRpcError(-32603, `Malformed JSON-RPC response to ${method}`)
  const response: Response = parsed.data
  if ('error' in response) throw new JsonRpcError(response.error.code, response.error.message, response.error.data)
  return response.result
}

/** One call; a JSON-RPC error is thrown as a JsonRpcError with the node's code, message and data. */
export async function jsonRpc(url: string, method: string, params: unknown = []): Promise<unknown> {
  return unwrap(await post(url, { jsonrpc: '2.0', id: nextId++, method, params }), method)
}

/** Many calls in one HTTP request; results in call order, the first error is thrown. */
export async function jsonRpcBatch(url: string, calls: readonly RpcCall[]): Promise<unknown[]> {
  if (calls.length === 0) return []
  const first = nextId
  nextId += calls.length
  const body = calls.map((call, index) => ({
    jsonrpc: '2.0',
    id: first + index,
    method: call.method,
    params: call.params ?? [],
  }))
  const raw = await post(url, body)
  if (!Array.isArray(raw)) throw new JsonRpcError(-32603, 'Malformed JSON-RPC batch response')
  const byId = new Map(raw.map((entry) => [(entry as { id?: unknown })?.id, entry]))
  return calls.map((call, index) => unwrap(byId.get(first + index), call.method))
}
