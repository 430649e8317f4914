export type QueryValue = string | number | boolean | undefined | null

export type Query = Record<string, QueryValue | readonly (string | number)[]> | undefined

/**
 * Joins `baseUrl` and `path` (one slash between them, whatever either side has) and adds the query
 * values: undefined and null are dropped, arrays are joined with commas, later values replace earlier ones.
 */
export function buildUrl(baseUrl: string, path: string, ...queries: Query[]): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
  // Set on a detached copy and written back once: each set on `url.searchParams` serializes the whole URL again.
  const params = new URLSearchParams(url.search)
  for (const query of queries) {
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null) continue
      params.set(key, Array.isArray(value) ? value.join(',') : String(value))
    }
  }
  url.search = params.toString()
  return url.toString()
}
