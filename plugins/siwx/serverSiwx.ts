import { FoyerError } from 'foyer'
import { withinRequestTimeout } from 'foyer/kit'
import type { SiwxConfig } from './SiwxConfig.js'

export interface ServerSiwxParameters extends Omit<SiwxConfig, 'getNonce' | 'verify'> {
  /** Where the app mounted `createSiwxHandler` (`https://app.example.com/siwx`). */
  url: string
  fetch?: typeof fetch
}

/**
 * The `siwx` option of an app with a server (`foyer/siwx`'s `createSiwxHandler`): the nonce comes from
 * `{url}/nonce`, and a signed message is posted to `{url}/verify`, which refuses a replay. Each call, answer and
 * body, is bounded by the kit's request timeout (10 s): a server that does not answer is REQUEST_TIMEOUT.
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
    getNonce: () =>
      withinRequestTimeout(`${base}/nonce`, async (signal) => {
        const response = await fetcher(`${base}/nonce`, { signal })
        if (!response.ok) throw await refused(response)
        return ((await response.json()) as { nonce: string }).nonce
      }),
    verify: ({ message, signature }) =>
      withinRequestTimeout(`${base}/verify`, async (signal) => {
        const response = await fetcher(`${base}/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message, signature }),
          signal,
        })
        if (!response.ok) throw await refused(response)
      }),
  }
}
