import { FoyerError } from 'foyer'
import type { SiwxConfig } from './SiwxConfig.js'

export interface ServerSiwxParameters extends Omit<SiwxConfig, 'getNonce' | 'verify'> {
  /** Where the app mounted `createSiwxHandler` (`https://app.example.com/siwx`). */
  url: string
  fetch?: typeof fetch
}

/**
 * The `siwx` option of an app with a server (`foyer/siwx`'s `createSiwxHandler`): the nonce comes from
 * `{url}/nonce`, and a signed message is posted to `{url}/verify`, which refuses a replay.
 */
export function serverSiwx({
  url,
  fetch: fetcher = (...args) => fetch(...args),
  ...config
}: ServerSiwxParameters): SiwxConfig {
  const base = url.replace(/\/$/, '')
  const refused = async (response: Response) => {
    const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string }
    return new FoyerError(body.message ?? `The app server refused the sign-in (${response.status})`, {
      code: body.code ?? 'SIWX_SERVER_REFUSED',
    })
  }
  return {
    ...config,
    async getNonce() {
      const response = await fetcher(`${base}/nonce`)
      if (!response.ok) throw await refused(response)
      return ((await response.json()) as { nonce: string }).nonce
    },
    async verify({ message, signature }) {
      const response = await fetcher(`${base}/verify`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature }),
      })
      if (!response.ok) throw await refused(response)
    },
  }
}
