import fc from 'fast-check'
import type { Schema } from '../../kernel/storage/FoyerStorage.js'
import { accepted, type Boundary, refused } from './Boundary.js'
import { jsonGarbage, shapedLike } from './garbage.js'
import { httpFixture, isRefusedAnswer } from './httpFixture.js'

export interface ApiResponse {
  path: string
  schema: Schema<unknown>
  /** Real answers, as the service sends them. */
  samples: unknown[]
  /** What the product does next with an accepted answer (must not throw). */
  use?(data: unknown): void
}

/** A body: JSON shaped like the samples (or garbage), or text that is not JSON. */
const body = (samples: unknown[]) =>
  fc.oneof(
    { weight: 8, arbitrary: shapedLike(samples, jsonGarbage).map((value) => JSON.stringify(value) ?? '') },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.constantFrom('{"a":', 'NaN', '<html>', '[1,]')) },
  )

/**
 * The answers of one service, through the real HttpClient: an answer is parsed (then used) or refused with
 * INVALID_RESPONSE; a refused answer leaves the client as it was (the next good answer parses).
 */
export function apiBoundary(name: string, responses: ApiResponse[]): Boundary<[number, string]> {
  const http = httpFixture()
  return {
    name,
    input: fc.oneof(...responses.map((response, index) => fc.tuple(fc.constant(index), body(response.samples)))),
    async check([index, text]) {
      const response = responses[index]!
      http.answer(text)
      try {
        const data = await http.client.get({ path: response.path, schema: response.schema })
        response.use?.(data)
        return accepted
      } catch (error) {
        if (!isRefusedAnswer(error)) throw error
      }
      http.answer(JSON.stringify(response.samples[0]))
      const next = await http.client.get({ path: response.path, schema: response.schema }).then(
        () => undefined,
        () => 'the next answer',
      )
      return refused(next)
    },
  }
}
