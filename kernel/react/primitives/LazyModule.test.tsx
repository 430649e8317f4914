import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { LazyModule, preloadModule } from './LazyModule.js'

const greeting = ({ name }: { name?: string }) => <p>Hello {name}</p>

test('a module whose code was preloaded draws on its first render, with no Suspense pass', async () => {
  const load = async () => ({ default: greeting })
  await preloadModule(load)
  expect(renderToString(<LazyModule load={load} props={{ name: 'Ada' }} />)).toContain('Hello <!-- -->Ada')
})

test('a module whose code has not arrived draws nothing on its first render (its fallback) while it loads', () => {
  const load = async () => ({ default: greeting })
  expect(renderToString(<LazyModule load={load} props={{ name: 'Ada' }} />)).not.toContain('Hello')
})

test('a preload that fails rejects, and the module is not taken as arrived', async () => {
  let calls = 0
  const load = async () => {
    calls++
    throw new TypeError('Failed to fetch dynamically imported module')
  }
  await expect(preloadModule(load)).rejects.toThrow('Failed to fetch')
  expect(calls).toBe(1)
  renderToString(<LazyModule load={load} />)
  expect(calls).toBe(2) // the LazyModule asks for the code itself
})
