import * as z from 'zod/mini'
import type { Rule } from './Rule.js'

const made = new WeakMap<Rule, z.ZodMiniType>()

/** The zod schema of `rule`, made on first use and kept (a rule used twice gives one schema). */
export function schemaOf(rule: Rule): z.ZodMiniType {
  let schema = made.get(rule)
  if (!schema) {
    schema = make(rule)
    made.set(rule, schema)
  }
  return schema
}

function make(rule: Rule): z.ZodMiniType {
  switch (rule.kind) {
    case 'string': {
      let schema = z.string()
      if (rule.regex) schema = schema.check(z.regex(rule.regex, rule.message))
      if (rule.refine) schema = schema.check(z.refine(rule.refine, rule.message))
      return schema
    }
    case 'number':
      return z.number()
    case 'boolean':
      return z.boolean()
    case 'enum':
      return z.enum(rule.values)
    case 'optional':
      return z.optional(schemaOf(rule.inner))
    case 'nullable':
      return z.nullable(schemaOf(rule.inner))
    case 'array': {
      const schema = z.array(schemaOf(rule.item))
      return rule.refine ? schema.check(z.refine(rule.refine, rule.message)) : schema
    }
    case 'object': {
      const shape = Object.fromEntries(Object.entries(rule.shape).map(([key, inner]) => [key, schemaOf(inner)]))
      return rule.loose ? z.looseObject(shape) : z.object(shape)
    }
    case 'record': {
      const key = schemaOf(rule.key) as z.ZodMiniType<string>
      return rule.partial ? z.partialRecord(key, schemaOf(rule.value)) : z.record(key, schemaOf(rule.value))
    }
    case 'union':
      return z.union(rule.options.map(schemaOf))
    case 'custom':
      return z.custom(rule.test, rule.message)
  }
}
