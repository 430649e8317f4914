import { expect, test } from 'vitest'
import { onFirstUse } from './onFirstUse.js'

test('makes nothing until it is first asked, then gives the same value every time', () => {
  let made = 0
  const value = onFirstUse(() => {
    made++
    return { made }
  })
  expect(made).toBe(0)
  const first = value()
  expect(value()).toBe(first)
  expect(made).toBe(1)
})

test('a value made as undefined is kept too, not made again', () => {
  let made = 0
  const value = onFirstUse(() => {
    made++
    return undefined
  })
  value()
  value()
  expect(made).toBe(1)
})
