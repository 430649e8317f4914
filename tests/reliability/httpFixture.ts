import { createHttpClient } from '../../kernel/http/createHttpClient.js'
import { HttpError } from '../../kernel/http/HttpError.js'

/** A real HttpClient whose fetch answers 200 with whatever body the current case sets. */
export function httpFixture() {
  let body = ''
  let failures = 0
  const client = createHttpClient({
    baseUrl: 'https://api.example',
    projectId: 'p',
    sdkType: 'appkit',
    sdkVersion: 'fuzz',
    fetch: (async () =>
      new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })) as typeof fetch,
    onError: () => {
      failures++
    },
  })
  return {
    client,
    /** Answers `text` to the next call. */
    answer(text: string) {
      body = text
    },
    failures: () => failures,
  }
}

/** A refusal of an HTTP answer: INVALID_RESPONSE (the body is not JSON, or fails its schema). */
export const isRefusedAnswer = (error: unknown) => error instanceof HttpError && error.code === 'INVALID_RESPONSE'
