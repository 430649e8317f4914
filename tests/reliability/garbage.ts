import fc from 'fast-check'

/** Values no parser should trust: odd numbers, long and hostile strings, prototype keys. */
const oddValues = fc.constantFrom<unknown>(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 64,
  -1,
  1.5,
  '',
  ' ',
  '0x',
  '0x0',
  `0x${'f'.repeat(16)}`,
  `0x${'f'.repeat(2000)}`,
  'x'.repeat(100_000),
  '__proto__',
  'constructor',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '\u0000',
  '\ud800',
  '{"a":',
  '[]',
  [],
  {},
  null,
  undefined,
  true,
  0n,
)

/** Strings that look like hex quantities, addresses and hashes, of every length (0x alone included). */
const hexish: fc.Arbitrary<unknown> = fc.oneof(
  fc.stringMatching(/^0x[0-9a-fA-F]{0,70}$/),
  fc.constantFrom('0x', '0X1', '0xg', '-0x1', '0x 1', `0x${'0'.repeat(65)}1`),
)

/** Anything JSON or structured clone can carry, plus odd values. */
export const garbage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.anything({ maxDepth: 4, withNullPrototype: true, withUnicodeString: true }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 2, arbitrary: oddValues },
  { weight: 1, arbitrary: hexish },
)

/** What JSON can carry (a body or a stored value read back). */
export const jsonGarbage: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  {
    weight: 1,
    arbitrary: oddValues.filter((value) => value === null || ['string', 'boolean', 'object'].includes(typeof value)),
  },
  { weight: 1, arbitrary: hexish },
)

type Path = (string | number)[]

/** Every path to a value inside `value` (the root included); bytes are one value (their length is junk's to vary). */
function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at)
  if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && out.length < 500)
    for (const [key, child] of Object.entries(value))
      paths(child, [...at, Array.isArray(value) ? Number(key) : key], out)
  return out
}

const mutationOf = (junk: fc.Arbitrary<unknown>) =>
  fc.record({
    pick: fc.nat(),
    kind: fc.constantFrom('replace', 'delete', 'addKey', 'wrap', 'duplicate'),
    value: junk,
    key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString', 'then', ''), fc.string()),
  })
type Mutation = ReturnType<typeof mutationOf> extends fc.Arbitrary<infer M> ? M : never

const own = (node: any, key: string | number) =>
  node !== null && typeof node === 'object' ? Object.getOwnPropertyDescriptor(node, key)?.value : undefined
/** Sets an own property; one that cannot be set (an array's length) stays as it was. */
const put = (node: object, key: string | number, value: unknown) =>
  Reflect.defineProperty(node, key, { value, enumerable: true, configurable: true, writable: true })

/** A copy of a generated value (fast-check hands out shared instances; a mutation must not change them). */
function fresh(value: unknown): unknown {
  if (value instanceof Hostile || value === null || typeof value !== 'object') return value
  try {
    return structuredClone(value)
  } catch {
    return value
  }
}

function mutate(value: unknown, generated: Mutation): unknown {
  const change = { ...generated, value: fresh(generated.value) }
  const all = paths(value)
  const path = all[change.pick % all.length]!
  if (path.length === 0) return change.kind === 'wrap' ? [value] : change.value
  const parent = path.slice(0, -1).reduce<any>(own, value)
  if (parent === null || typeof parent !== 'object') return value
  const key = path[path.length - 1]!
  const current = own(parent, key)
  if (change.kind === 'replace') put(parent, key, change.value)
  else if (change.kind === 'delete') delete parent[key]
  else if (change.kind === 'wrap') put(parent, key, [current])
  else if (change.kind === 'duplicate' && Array.isArray(parent)) put(parent, parent.length, current)
  else if (current !== null && typeof current === 'object') put(current, change.key, change.value)
  return value
}

/**
 * Inputs shaped like `samples` (real, valid values): the samples themselves, samples with one to three changes
 * (a value replaced by garbage, a key dropped or added, a value wrapped or repeated), and plain garbage.
 */
export function shapedLike(samples: readonly unknown[], junk: fc.Arbitrary<unknown> = garbage): fc.Arbitrary<unknown> {
  const sample = fc.constantFrom(...samples)
  return fc.oneof(
    { weight: 1, arbitrary: sample.map((value) => structuredClone(value)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(sample, fc.array(mutationOf(junk), { minLength: 1, maxLength: 3 }))
        .map(([value, changes]) => changes.reduce(mutate, structuredClone(value))),
    },
    { weight: 2, arbitrary: junk },
  )
}

const thrower = () => {
  throw new Error('hostile wallet')
}
const hostileMakers: (() => unknown)[] = [
  () => new Proxy([], { get: thrower }),
  () => new Proxy({}, { ownKeys: thrower, getPrototypeOf: thrower }),
  () => Object.defineProperty(['0x1'], '0', { get: thrower, enumerable: true }),
  () => ({ toString: thrower, valueOf: thrower, [Symbol.toPrimitive]: thrower }),
  () => {
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    return proxy
  },
  () => [new Proxy({}, { get: thrower })],
  () => {
    const cycle: unknown[] = ['0x1']
    cycle.push(cycle)
    return cycle
  },
]

/** A stand-in for a hostile object, made real by `materialize` when the case runs (fast-check inspects values). */
export class Hostile {
  declare readonly kind: number
  constructor(kind: number) {
    Object.defineProperty(this, 'kind', { value: kind, enumerable: false })
  }
}

/** What only in-page JavaScript (a wallet) can hand over: proxies and getters that throw, revoked proxies. */
export const hostileObjects: fc.Arbitrary<unknown> = fc
  .nat({ max: hostileMakers.length - 1 })
  .map((kind) => new Hostile(kind))

/** `value` with every Hostile stand-in replaced by the hostile object it names. */
export function materialize(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value instanceof Hostile) return hostileMakers[value.kind]!()
  if (value === null || typeof value !== 'object' || seen.has(value)) return value
  seen.add(value)
  for (const [key, child] of Object.entries(value))
    if (child !== null && typeof child === 'object') Reflect.set(value, key, materialize(child, seen))
  return value
}

/**
 * A copy of `value` with every Hostile stand-in made real, the value itself left as it was (so a failure's input
 * can still be printed): arrays and plain objects are copied, anything else is kept.
 */
export function materialized(value: unknown, depth = 0): unknown {
  if (value instanceof Hostile) return hostileMakers[value.kind]!()
  if (depth > 8 || value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return value
  const prototype = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value
  // own keys copied one by one: an array may carry junk keys ('constructor'), which `map` would trip on
  const copy: object = Array.isArray(value) ? new Array(value.length) : {}
  for (const [key, item] of Object.entries(value))
    Reflect.defineProperty(copy, key, {
      value: materialized(item, depth + 1),
      enumerable: true,
      configurable: true,
      writable: true,
    })
  return copy
}
