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
