import { expect, test } from 'vitest'
import { ruleSchema } from '../options/rules/ruleSchema.js'
import { reverseLookupRule } from './nameRecordRule.js'
import { reverseLookupSchema } from './nameRecordSchema.js'

const record = {
  name: 'alice.foyer.id',
  registered_at: '2026-01-01',
  updated_at: null,
  attributes: { bio: 'hi' },
  addresses: { '60': { address: '0xa', created_at: null } },
}

test('the kernel’s rule and the kit’s zod schema read the same name answers alike', () => {
  const answers: unknown[] = [
    [],
    [record],
    [{ ...record, attributes: null, updated_at: undefined, extra: 1 }],
    [{ name: 'bob', addresses: {} }],
    [{ ...record, attributes: ['bio'] }],
    [{ ...record, addresses: { '60': { address: 1 } } }],
    [{ addresses: {} }],
    {},
  ]
  for (const answer of answers) {
    const ours = ruleSchema(reverseLookupRule).safeParse(answer)
    const kit = reverseLookupSchema.safeParse(answer)
    expect(ours.success, JSON.stringify(answer)).toBe(kit.success)
    if (ours.success && kit.success) expect(ours.data).toEqual(kit.data)
  }
})
