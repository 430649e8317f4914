import { expect, test } from 'vitest'
import { catalogue } from './catalogue.js'

const onDemand = Object.entries(catalogue).filter(([, entry]) => !entry.builtIn)

test('each on-demand entry names the same buttons and views as its plugin, under its feature key', async () => {
  expect(onDemand.map(([key]) => key)).toContain('receive')
  for (const [key, entry] of onDemand) {
    const plugin = await entry.load()
    expect(plugin.id).toBe(key)
    expect(entry.walletFeatures).toEqual(plugin.walletFeatures)
    expect(entry.tabs ?? []).toEqual((plugin.tabs ?? []).map(({ load: _, ...tab }) => tab))
    expect(Object.keys(entry.views ?? {})).toEqual(Object.keys(plugin.views ?? {}))
    for (const [name, view] of Object.entries(entry.views ?? {}))
      expect(view.title, `${key}: ${name}'s title`).toBe(plugin.views?.[name]?.title)
    for (const feature of entry.walletFeatures ?? []) expect(Object.keys(entry.views ?? {})).toContain(feature.view)
  }
})
