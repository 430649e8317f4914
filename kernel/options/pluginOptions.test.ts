import { describe, expect, test } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { checkedBy } from '../plugins/featureSettings.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'
import { parseOptions } from './parseOptions.js'

/** An app's manifest owning two top-level options, `greeting` (a string, 'hello' by default) and `legacyGreeting`. */
const greeter = {
  id: 'greeter',
  load: async () => ({ id: 'greeter' }),
  options: {
    greeting: {
      schema: checkedBy((value) => (typeof value === 'string' ? undefined : 'must be a string')),
      default: 'hello',
    },
    legacyGreeting: { schema: checkedBy(() => undefined) },
  },
  conflicts: [{ options: ['greeting', 'legacyGreeting'], code: 'GREETINGS', message: 'Pass one greeting' }],
} as unknown as PluginManifest

describe('the top-level options a plugin owns', () => {
  test('are read as given, else their default; an option with neither stays absent', () => {
    const app = { text: 'hi' }
    expect(parseOptions({ plugins: [greeter] })).toMatchObject({ greeting: 'hello' })
    expect(parseOptions({ plugins: [greeter] })).not.toHaveProperty('legacyGreeting')
    expect(
      (parseOptions({ plugins: [greeter], legacyGreeting: app }) as unknown as { legacyGreeting: unknown })
        .legacyGreeting,
    ).toBe(app)
    // Without the manifest, the key is not an option: the parse drops it.
    expect(parseOptions({ greeting: 'hi' })).not.toHaveProperty('greeting')
  })

  test('a value its schema refuses is INVALID_OPTIONS at the key', () => {
    expect(() => parseOptions({ plugins: [greeter], greeting: 42 })).toThrow(
      /Invalid options[\s\S]*must be a string[\s\S]*at greeting/,
    )
  })

  test('options that conflict are the manifest’s error, from the parse and from createFoyer at once', () => {
    const both = { plugins: [greeter], greeting: 'hi', legacyGreeting: {} }
    expect(() => parseOptions(both)).toThrow(
      expect.objectContaining({ code: 'GREETINGS', message: 'Pass one greeting' }),
    )
    expect(() => createFoyer(both)).toThrow(
      expect.objectContaining({ code: 'GREETINGS', message: 'Pass one greeting' }),
    )
    expect(() => parseOptions({ plugins: [greeter], legacyGreeting: {} })).not.toThrow()
  })
})
