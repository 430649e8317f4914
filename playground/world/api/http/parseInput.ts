import * as z from 'zod/mini'
import { RequestError } from './replies.js'
import type { ApiRequest } from './types.js'

/** Parses `value` with `schema`; the first issue becomes a 400 naming its field. */
export function parseInput<T>(schema: z.ZodMiniType<T>, value: unknown, where: string): T {
  const result = z.safeParse(schema, value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const field = issue && issue.path.length > 0 ? issue.path.join('.') : where
  throw new RequestError(field, issue?.message ?? `Invalid ${where}`)
}

/** The query as a plain object (the last value of a repeated key wins). */
export const queryObject = (request: ApiRequest) => Object.fromEntries(request.query)

export const parseQuery = <T>(request: ApiRequest, schema: z.ZodMiniType<T>) =>
  parseInput(schema, queryObject(request), 'query')

export const parseBody = async <T>(request: ApiRequest, schema: z.ZodMiniType<T>) =>
  parseInput(schema, await request.json(), 'body')
