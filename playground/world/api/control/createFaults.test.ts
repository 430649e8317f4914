import { expect, test } from 'vitest'
import { createFaults } from './createFaults.js'

test('a route of many `**` against a long path that does not match is answered at once', () => {
  const faults = createFaults()
  faults.add({ route: `${'/**'.repeat(10)}/never`, status: 503 })
  const path = `/${Array.from({ length: 37 }, (_, index) => `s${index}`).join('/')}`
  const started = performance.now()
  expect(faults.take('GET', path)).toBeUndefined()
  expect(performance.now() - started).toBeLessThan(100)
  expect(faults.take('GET', `${path}/never`)).toMatchObject({ status: 503 })
})

test('a rule with nothing to answer, a body too deep or a delay out of range is refused and not added', () => {
  const faults = createFaults()
  let deep: unknown = 1
  for (let level = 0; level < 40; level++) deep = [deep]
  expect(() => faults.add({ route: '/x' })).toThrow('A fault needs a status, a delay or a body to send')
  expect(() => faults.add({ route: '/x', status: 500, body: deep })).toThrow('At most 32 levels deep')
  expect(() => faults.add({ route: '/x', delayMs: -1 })).toThrow('From 0 to 60000')
  expect(faults.list()).toEqual([])
})
