import type { FeatureSetting } from './PluginManifest.js'
import type { StandardSchemaV1 } from './StandardSchema.js'

/** A Standard Schema from one check: its message when the value is wrong, undefined when it passes. */
export const checkedBy = (check: (value: unknown) => string | undefined): StandardSchemaV1 => ({
  '~standard': {
    version: 1,
    vendor: 'foyer',
    validate(value) {
      const message = check(value)
      return message === undefined ? { value } : { issues: [{ message }] }
    },
  },
})

type Remote<Value> = FeatureSetting<Value>['remote']

/** An on/off feature key (`features.<key>: true`), with its default and, if any, its remote switch. */
export const booleanSetting = (fallback: boolean, remote?: Remote<boolean>): FeatureSetting<boolean> => ({
  schema: checkedBy((value) => (typeof value === 'boolean' ? undefined : 'must be true or false')),
  default: fallback,
  remote,
})

const listOf = <T extends string>(allowed: readonly T[], value: unknown): string | undefined => {
  if (!Array.isArray(value)) return `must be a list of ${allowed.join(', ')}`
  const wrong = value.find((each) => !allowed.includes(each))
  if (wrong !== undefined) return `must be one of ${allowed.join(', ')}, not ${String(wrong)}`
  return new Set(value).size === value.length ? undefined : 'must not name an entry twice'
}

/**
 * A feature whose value is a list of providers (`features.<key>: ['a', 'b']`): `true` is all of them, `false` or
 * an empty list is off; remotely, the entry's config list (those Foyer knows), off when empty.
 */
export function providersSetting<const T extends string>(
  providers: readonly T[],
  remoteId?: string,
): FeatureSetting<false | T[]> {
  const known = (list: readonly string[]) => list.filter((id): id is T => providers.includes(id as T))
  return {
    schema: checkedBy((value) => (typeof value === 'boolean' ? undefined : listOf(providers, value))),
    default: [...providers],
    resolve: (value) => (value === true ? [...providers] : value === false ? false : known(value as string[])),
    remote: remoteId
      ? { id: remoteId, map: (config) => (config && known(config).length > 0 ? known(config) : false) }
      : undefined,
  }
}

/** An order of known entries (`features.walletFeaturesOrder`), each at most once; `fallback` when not given. */
export const orderSetting = <T extends string>(
  values: readonly T[],
  fallback: T[] | undefined,
): FeatureSetting<T[] | undefined> => ({
  schema: checkedBy((value) => listOf(values, value)),
  default: fallback,
})
