import { expect, test } from 'vitest'
import { rule } from './Rule.js'
import { ruleSchema } from './ruleSchema.js'
import { schemaOf } from './schemaOf.js'

const record = rule.object({
  name: rule.string(),
  at: rule.optional(rule.string()),
  note: rule.nullish(rule.string()),
  parent: rule.nullable(rule.object({ id: rule.number() })),
  tags: rule.record(rule.string(), rule.unknown()),
})

/** Values as JSON gives them: what a stored value or a service's answer is. */
const samples: unknown[] = [
  { name: 'a', parent: null, tags: {} },
  { name: 'a', at: 'x', note: null, parent: { id: 1, extra: true }, tags: { k: [1] }, extra: 'dropped' },
  { name: 'a', note: 'n', parent: { id: 2 }, tags: { k: null } },
  { name: 'a', tags: {} },
  { name: 'a', parent: null },
  { name: 1, parent: null, tags: {} },
  { name: 'a', note: 3, parent: null, tags: {} },
  { name: 'a', at: null, parent: null, tags: {} },
  { name: 'a', parent: { id: '1' }, tags: {} },
  [],
  null,
  'text',
]

test('a JSON value read by its rule gives what zod’s parse of the same rule gives, and is refused where zod refuses it', () => {
  for (const sample of samples) {
    const ours = ruleSchema(record).safeParse(sample)
    const zods = schemaOf(record).safeParse(sample)
    expect(ours.success, JSON.stringify(sample)).toBe(zods.success)
    if (ours.success && zods.success) expect(ours.data).toEqual(zods.data)
  }
})

test('what passed is shaped by `then`; a refused value gives an error and no data', () => {
  const lengths = ruleSchema(rule.array(rule.string()), (list: string[]) => list.map((each) => each.length))
  expect(lengths.safeParse(['ab', 'c'])).toEqual({ success: true, data: [2, 1] })
  const refused = lengths.safeParse(['ab', 1])
  expect(refused.success).toBe(false)
  expect(refused).not.toHaveProperty('data')
})
