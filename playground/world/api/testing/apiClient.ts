/** The common query values every product call carries. */
export const productQuery = { projectId: 'world-test', st: 'appkit', sv: 'foyer-test-0.1.0' }

export interface ApiAnswer<T = unknown> {
  status: number
  headers: Headers
  body: T
}

/** A small fetch wrapper for tests: adds the product query, parses JSON (or keeps text). */
export function apiClient(baseUrl: string) {
  const url = (path: string, query: Record<string, string | undefined> = {}, product = true) => {
    const target = new URL(path, baseUrl)
    for (const [key, value] of Object.entries({ ...(product ? productQuery : {}), ...query }))
      if (value !== undefined) target.searchParams.set(key, value)
    return target.toString()
  }
  const read = async <T>(response: Response): Promise<ApiAnswer<T>> => {
    const text = await response.text()
    let body: unknown = text
    if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text)
    return { status: response.status, headers: response.headers, body: body as T }
  }
  return {
    url,
    get: async <T = any>(path: string, query?: Record<string, string | undefined>, init: RequestInit = {}) =>
      read<T>(await fetch(url(path, query), init)),
    /** POSTs a JSON body as text/plain, as browsers send FetchUtil's string bodies. */
    post: async <T = any>(path: string, body: unknown, query?: Record<string, string | undefined>) =>
      read<T>(
        await fetch(url(path, query), {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
          headers: { 'content-type': 'text/plain;charset=UTF-8' },
        }),
      ),
    /** The world's own control endpoints (no product query). */
    world: async <T = any>(method: string, path: string, body?: unknown) =>
      read<T>(
        await fetch(url(`/__world/${path}`, {}, false), {
          method,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        }),
      ),
  }
}
export type ApiClient = ReturnType<typeof apiClient>
