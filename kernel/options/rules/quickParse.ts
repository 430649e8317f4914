import type { Rule } from './Rule.js'

const unsure = Symbol('unsure')

/** An object zod reads the same way whatever its make: plain, with no symbol keys. */
const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false
  const proto = Object.getPrototypeOf(value)
  return (proto === Object.prototype || proto === null) && Object.getOwnPropertySymbols(value).length === 0
}

/**
 * `value` parsed by `rule` without a schema made or run: what zod's parse of the rule's schema (schemaOf) gives,
 * or undefined where this cannot be sure of that (any value zod would reject, and some it would take: an object of
 * a class, a loose object). Then the caller asks zod, which also says what is wrong. Objects and arrays are copies,
 * keys no shape names dropped, as zod does.
 */
export function quickParse(rule: Rule, value: unknown): { value: unknown } | undefined {
  const parsed = quick(rule, value)
  return parsed === unsure ? undefined : { value: parsed }
}

function quick(rule: Rule, value: unknown): unknown {
  switch (rule.kind) {
    case 'string':
      if (typeof value !== 'string') return unsure
      if (rule.regex) rule.regex.lastIndex = 0
      return (!rule.regex || rule.regex.test(value)) && (!rule.refine || rule.refine(value)) ? value : unsure
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? value : unsure
    case 'boolean':
      return typeof value === 'boolean' ? value : unsure
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value) ? value : unsure
    case 'optional':
      return value === undefined ? undefined : quick(rule.inner, value)
    case 'nullable':
      return value === null ? null : quick(rule.inner, value)
    case 'custom':
      return rule.test(value) ? value : unsure
    case 'union':
      for (const option of rule.options) {
        const parsed = quick(option, value)
        if (parsed !== unsure) return parsed
      }
      return unsure
    case 'array': {
      if (!Array.isArray(value)) return unsure
      const list: unknown[] = []
      for (let index = 0; index < value.length; index++) {
        const item = quick(rule.item, value[index])
        if (item === unsure) return unsure
        list.push(item)
      }
      return !rule.refine || rule.refine(list) ? list : unsure
    }
    case 'object': {
      if (rule.loose || !isPlain(value)) return unsure
      const copy: Record<string, unknown> = {}
      for (const key in rule.shape) {
        const inner = rule.shape[key] as Rule
        if (!(key in value)) {
          if (inner.kind === 'optional') continue
          return unsure
        }
        const parsed = quick(inner, value[key])
        if (parsed === unsure) return unsure
        copy[key] = parsed
      }
      return copy
    }
    case 'record': {
      if (!isPlain(value) || (!rule.partial && rule.key.kind === 'enum')) return unsure
      const copy: Record<string, unknown> = {}
      for (const key of Object.keys(value)) {
        if (key === '__proto__') continue
        if (quick(rule.key, key) === unsure) return unsure
        const parsed = quick(rule.value, value[key])
        if (parsed === unsure) return unsure
        copy[key] = parsed
      }
      return copy
    }
  }
}
