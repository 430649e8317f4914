import type { Schema } from '../../storage/FoyerStorage.js'
import type { Rule } from './Rule.js'
import { quickParse } from './quickParse.js'

/**
 * A schema of `rule` for values read from JSON (a stored value, a service's answer), without zod: there every object
 * is plain, so the quick check is sure of each value (quickParse), and one it is unsure of is one zod would reject.
 * What the first open reads goes through these, so zod's code is not in its file. `then` shapes what passed.
 */
export function ruleSchema<T>(rule: Rule, then: (value: never) => T = (value) => value): Schema<T> {
  return {
    safeParse(value) {
      const parsed = quickParse(rule, value)
      return parsed
        ? { success: true, data: then(parsed.value as never) }
        : { success: false, error: new TypeError('The value does not match its schema.') }
    },
  }
}
