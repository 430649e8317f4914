import * as z from 'zod/mini'
import { expect, test } from 'vitest'
import { schemaOnUse } from './schemaOnUse.js'

test('parses as the schema it makes on its first read, made once', () => {
  let made = 0
  const schema = schemaOnUse(() => {
    made++
    return z.object({ id: z.string() })
  })
  expect(made).toBe(0)
  expect(schema.safeParse({ id: 'a', extra: 1 })).toEqual({ success: true, data: { id: 'a' } })
  expect(schema.safeParse({ id: 1 }).success).toBe(false)
  expect(made).toBe(1)
})
