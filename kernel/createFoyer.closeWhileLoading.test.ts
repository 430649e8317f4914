import { expect, test } from 'vitest'
import { createFoyer } from './createFoyer.js'
import { definePlugin } from './plugins/definePlugin.js'
import type { ViewName } from './registries.js'

const probe = definePlugin({ id: 'probe', views: { Probe: { load: async () => ({ default: null }) } } })

test('closing while the modal is still loading leaves it closed', async () => {
  const foyer = createFoyer({ plugins: [probe] })
  const opening = foyer.open('Probe' as ViewName)
  expect(foyer.getState().modal).toEqual({ open: false, loading: true })
  await foyer.close()
  await opening
  expect(foyer.getState().modal).toEqual({ open: false, loading: false })
})

test('opening again after a cancelled open opens the modal', async () => {
  const foyer = createFoyer({ plugins: [probe] })
  const cancelled = foyer.open('Probe' as ViewName)
  await foyer.close()
  await cancelled
  await foyer.open('Probe' as ViewName)
  expect(foyer.getState().modal).toEqual({ open: true, loading: false })
  expect(foyer.getState().router.history).toEqual([{ view: 'Probe' }])
})
