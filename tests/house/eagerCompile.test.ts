// The build's compile hint (rollup.eagerCompile.mjs): the first open's functions are written as V8 compiles them
// with their file (parenthesized `function` expressions), and the code does what it did.
import { parseAst } from 'rollup/parseAst'
import { expect, test } from 'vitest'
// @ts-expect-error: a build script in plain JavaScript, without types
import { eagerFunctions } from '../../rollup.eagerCompile.mjs'

const eager = (code: string): string => eagerFunctions(code, parseAst)
/** Runs module-like code in strict mode and returns its `result`. */
const run = (code: string): unknown => new Function(`'use strict';\n${code}\nreturn result`)()

test('a function declared below its first call still answers it, as an eager function expression', () => {
  const code = 'const result = twice(2)\nfunction twice(x) { return x * 2 }'
  const out = eager(code)
  expect(out).toContain('var twice = (function twice(x) { return x * 2 });')
  expect(out).not.toMatch(/^\s*function twice/m)
  expect(run(out)).toBe(4)
})

test('a function expression is put in parentheses, inside a call too', () => {
  const out = eager('const result = [1, 2].map(function (x) { return x + 1 })')
  expect(out).toContain('.map((function (x) { return x + 1 }))')
  expect(run(out)).toEqual([2, 3])
})

test('arrows, methods, getters and classes are left as they are', () => {
  const code = `const o = { m() { return 1 }, get g() { return 2 }, p: () => 3 }
class A { n() { return 4 } }
const result = [o.m(), o.g, o.p(), new A().n()]`
  const out = eager(code)
  expect(out).toBe(code)
  expect(run(out)).toEqual([1, 2, 3, 4])
})

test('a function declared in a block stays in that block', () => {
  const code = `const result = []
function f() { return 'outer' }
{ result.push(f()); function f() { return 'inner' } }
result.push(f())`
  const out = eager(code)
  expect(out).toContain("let f = (function f() { return 'inner' });")
  expect(run(out)).toEqual(['inner', 'outer'])
})

test("a function body's directive stays first, and its inner declarations are hoisted after it", () => {
  const code = `function outer() { 'use strict'; return inner(); function inner() { return this } }
const result = outer()`
  const out = eager(code)
  expect(out).toContain("{ 'use strict'; var inner = (function inner() { return this });\nreturn inner()")
  expect(run(out)).toBe(undefined)
})

test('async and generator functions stay async and generators', async () => {
  const code = `async function later() { return 1 }
function* count() { yield 2; yield 3 }
const result = [later(), [...count()]]`
  const out = eager(code)
  expect(out).toContain('var later = (async function later()')
  expect(out).toContain('var count = (function* count()')
  const [promise, counted] = run(out) as [Promise<number>, number[]]
  expect(await promise).toBe(1)
  expect(counted).toEqual([2, 3])
})

test('a recursive declaration and one called before the module body reaches it both work', () => {
  const code = `const result = fact(5) + twice()
function fact(n) { return n <= 1 ? 1 : n * fact(n - 1) }
function twice() { return 2 * one() }
function one() { return 1 }`
  expect(run(eager(code))).toBe(122)
})

test('functions inside template literals, default values and nested calls are each put in parentheses', () => {
  const interpolation = '$' + '{(function () { return g() })()}' // a template literal's interpolation, as text
  const code = `const f = (g = function () { return 1 }) => \`${interpolation}\`\nconst result = f()`
  const out = eager(code)
  expect(out).toContain('(g = (function () { return 1 })) =>')
  expect(run(out)).toBe('1')
})
