import { expect, test } from 'vitest'
import { createTestClock } from '../../../kernel/testing/createTestClock.js'
import { createQuoteLoop } from './createQuoteLoop.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup(ask: (input: string) => Promise<string>) {
  const clock = createTestClock()
  const asked: string[] = []
  const answers: unknown[] = []
  const loop = createQuoteLoop({
    clock,
    ask: (input: string) => {
      asked.push(input)
      return ask(input)
    },
    onAnswer: (answer) => answers.push(answer),
    debounceMs: 300,
    refreshMs: 10_000,
  })
  return { clock, asked, answers, loop }
}

test('typing asks once, 300 ms after the last change, then again every 10 s while the input stays', async () => {
  const { clock, asked, answers, loop } = setup(async (input) => `quote ${input}`)
  loop.set('1')
  clock.advance(200)
  loop.set('12')
  clock.advance(299)
  expect(asked).toEqual([])
  clock.advance(1)
  await flush()
  expect(asked).toEqual(['12'])
  expect(answers).toEqual([{ value: 'quote 12' }])
  clock.advance(10_000)
  await flush()
  expect(asked).toEqual(['12', '12'])
  loop.stop()
  clock.advance(60_000)
  await flush()
  expect(asked).toHaveLength(2)
})

test('an answer that comes after a newer input is dropped', async () => {
  const waiting: ((value: string) => void)[] = []
  const { clock, answers, loop } = setup((input) => new Promise((resolve) => waiting.push(() => resolve(input))))
  loop.set('1')
  clock.advance(300)
  loop.set('2')
  clock.advance(300)
  waiting[1]?.('')
  waiting[0]?.('')
  await flush()
  expect(answers).toEqual([{ value: '2' }])
})

test('a failure is answered once and not refreshed; retry asks at once', async () => {
  let fail = true
  const { clock, asked, answers, loop } = setup(async (input) => {
    if (fail) throw new Error('down')
    return input
  })
  loop.set('5')
  clock.advance(300)
  await flush()
  expect(answers).toEqual([{ error: new Error('down') }])
  clock.advance(30_000)
  await flush()
  expect(asked).toEqual(['5'])
  fail = false
  loop.retry()
  clock.advance(0)
  await flush()
  expect(answers.at(-1)).toEqual({ value: '5' })
})
