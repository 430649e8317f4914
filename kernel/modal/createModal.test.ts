import { expect, test } from 'vitest'
import { createFoyer } from '../createFoyer.js'
import { definePlugin } from '../plugins/definePlugin.js'
import type { ViewName } from '../registries.js'

const probe = definePlugin({
  id: 'probe',
  views: { First: { load: async () => ({ default: null }) }, Second: { load: async () => ({ default: null }) } },
})

test('a second open while the first still loads shows only the second view, opened once', async () => {
  const foyer = createFoyer({ plugins: [probe] })
  const opened: string[] = []
  foyer.on('modal:open', ({ view }) => opened.push(view))
  await Promise.all([foyer.open('First' as ViewName), foyer.open('Second' as ViewName)])
  expect(opened).toEqual(['Second'])
  expect(foyer.getState().router.history).toEqual([{ view: 'Second' }])
  expect(foyer.getState().modal).toEqual({ open: true, loading: false })
})

test('a close from the kernel while an open loads its plugins leaves the modal closed', async () => {
  const foyer = createFoyer({ plugins: [probe] })
  const kernel = await foyer.ready()
  const opening = foyer.open('First' as ViewName)
  kernel.close()
  await opening
  expect(foyer.getState().modal).toEqual({ open: false, loading: false })
})

test('an open of a view no plugin registers shows the first view instead and rejects with VIEW_NOT_FOUND', async () => {
  const foyer = createFoyer({ plugins: [probe] })
  const opened: string[] = []
  foyer.on('modal:open', ({ view }) => opened.push(view))
  await expect(foyer.open('Nowhere' as ViewName)).rejects.toMatchObject({ code: 'VIEW_NOT_FOUND' })
  expect(opened).toEqual(['Connect'])
  expect(foyer.getState().router.history).toEqual([{ view: 'Connect' }])
  expect(foyer.getState().modal).toEqual({ open: true, loading: false })
})

test('an open is done once its view can draw: its code has arrived, or failed and the view offers Try again', async () => {
  let arrive = () => undefined as void
  const slow = definePlugin({
    id: 'slow',
    views: { Slow: { load: () => new Promise((resolve) => (arrive = () => resolve({ default: null }))) } },
  })
  const foyer = createFoyer({ plugins: [slow] })
  let done = false
  const opening = foyer.open('Slow' as ViewName).then(() => (done = true))
  await expect.poll(() => foyer.getState().router.history).toEqual([{ view: 'Slow' }])
  expect(done).toBe(false)
  expect(foyer.getState().modal).toEqual({ open: false, loading: true })
  arrive()
  await opening
  expect(foyer.getState().modal).toEqual({ open: true, loading: false })
})
