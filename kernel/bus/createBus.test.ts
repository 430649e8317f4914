import { expect, test, vi } from 'vitest'
import { createBus } from './createBus.js'

test('an event reaches its listeners with its payload, and no others', () => {
  const bus = createBus()
  const opened = vi.fn()
  const closed = vi.fn()
  bus.on('modal:open', opened)
  bus.on('modal:close', closed)
  bus.emit('modal:open', { view: 'Connect' })
  expect(opened).toHaveBeenCalledExactlyOnceWith({ view: 'Connect' })
  expect(closed).not.toHaveBeenCalled()
})

test('a wildcard listener hears every event with its name', () => {
  const bus = createBus()
  const all = vi.fn()
  bus.on('*', all)
  bus.emit('track', { event: 'SEARCH_WALLET', properties: { search: 'meta' } })
  bus.emit('modal:close', undefined)
  expect(all.mock.calls).toEqual([
    ['track', { event: 'SEARCH_WALLET', properties: { search: 'meta' } }],
    ['modal:close', undefined],
  ])
})

test('a listener taken off hears nothing more', () => {
  const bus = createBus()
  const listener = vi.fn()
  bus.on('options:warning', listener)
  bus.off('options:warning', listener)
  bus.emit('options:warning', { message: 'local config was ignored' })
  expect(listener).not.toHaveBeenCalled()
})

test('two buses do not share listeners', () => {
  const first = createBus()
  const second = createBus()
  const listener = vi.fn()
  first.on('modal:close', listener)
  second.emit('modal:close', undefined)
  expect(listener).not.toHaveBeenCalled()
})

test('payloads are typed by event name', () => {
  const bus = createBus()
  const categories: string[] = []
  bus.on('error', ({ category }) => categories.push(category))
  bus.emit('error', { error: new Error('x'), category: 'INTERNAL_SDK_ERROR' })
  expect(categories).toEqual(['INTERNAL_SDK_ERROR'])
  // @ts-expect-error 'modal:open' needs the view it opens
  bus.emit('modal:open', {})
  // @ts-expect-error an event no registry declares
  bus.emit('no-such-event', 1)
})
