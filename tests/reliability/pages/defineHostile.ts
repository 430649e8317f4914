/** Defines `key` on `target` as the value, or as a getter that throws when `throws`. */
export function defineHostile(target: object, key: string, value: unknown, throws: boolean) {
  Object.defineProperty(target, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (throws) throw new TypeError(`a hostile ${key}`)
      return value
    },
  })
}
