import { afterEach, expect, test } from 'vitest'
import type { ResolvedOptions } from 'foyer'
import { pluginIn } from '../kernel/plugins/pluginIn.js'
import { loadCatalogue } from './catalogue.js'
import { catalogue } from './manifests.js'

const onDemand = catalogue.filter((entry) => !entry.builtIn).map((entry) => [entry.id, entry] as const)

afterEach(() => {
  if (zoneAtStart === undefined) delete process.env.TZ
  else process.env.TZ = zoneAtStart
})
const zoneAtStart = process.env.TZ

test('each on-demand entry names the same buttons and views as its plugin, under its feature key', async () => {
  expect(onDemand.map(([key]) => key)).toContain('receive')
  for (const [key, entry] of onDemand) {
    const plugin = pluginIn(await entry.load(), key) // its code joined with its manifest, as the kernel does
    expect(plugin.id).toBe(key)
    const withoutRule = (features: typeof entry.walletFeatures) =>
      features?.map(({ unavailable: _, ...feature }) => feature)
    expect(withoutRule(entry.walletFeatures)).toEqual(withoutRule(plugin.walletFeatures))
    // A button's availability is the same before the plugin's code is there and after, in and out of a region.
    for (const [index, feature] of (entry.walletFeatures ?? []).entries())
      for (const options of [{}, { onrampInRestrictedRegions: true }] as ResolvedOptions[])
        expect(await feature.unavailable?.(options)).toEqual(
          await plugin.walletFeatures?.[index]?.unavailable?.(options),
        )
    expect(entry.tabs ?? []).toEqual((plugin.tabs ?? []).map(({ load: _, ...tab }) => tab))
    expect(Object.keys(entry.views ?? {})).toEqual(Object.keys(plugin.views ?? {}))
    for (const [name, view] of Object.entries(entry.views ?? {}))
      expect(view.title, `${key}: ${name}'s title`).toBe(plugin.views?.[name]?.title)
    for (const feature of entry.walletFeatures ?? []) expect(Object.keys(entry.views ?? {})).toContain(feature.view)
  }
})

test('the calls of an open share one import of the catalogue, which gives the manifests', async () => {
  const first = loadCatalogue()
  expect(loadCatalogue()).toBe(first)
  expect((await first).catalogue).toBe(catalogue)
})
