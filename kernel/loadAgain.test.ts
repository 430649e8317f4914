import { expect, test } from 'vitest'
import { failedImportUrl, loadAgain, moduleExporting } from './loadAgain.js'

test('the URL a failed import names is read from Chromium’s and Firefox’s messages', () => {
  const chromium = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/A-1.js')
  const firefox = new TypeError('error loading dynamically imported module: https://cdn.example.org/B-2.js')
  expect(failedImportUrl(chromium)?.href).toBe('http://127.0.0.1:5173/assets/A-1.js')
  expect(failedImportUrl(firefox)?.href).toBe('https://cdn.example.org/B-2.js')
})

test('an error that names no http(s) module gives no URL', () => {
  expect(failedImportUrl(new TypeError('Importing a module script failed.'))).toBeUndefined()
  expect(
    failedImportUrl(new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)')),
  ).toBeUndefined()
  expect(failedImportUrl('Failed to fetch dynamically imported module: http://a/b.js')).toBeUndefined()
})

// Importing from the fresh URL is seen in real Chromium: tests/browser/views.test.ts.
test('a load that works again is not imported twice', async () => {
  expect(await loadAgain(async () => ({ default: 1 }), 1)).toEqual({ default: 1 })
})

test('a load that fails again with an error naming no module fails with that error', async () => {
  const error = new TypeError('Importing a module script failed.')
  await expect(loadAgain(() => Promise.reject(error), 1)).rejects.toBe(error)
})

test('the first load (attempt 0) is the load alone: its failure is not followed by a fresh import', async () => {
  const error = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:9/assets/A-1.js')
  await expect(loadAgain(() => Promise.reject(error), 0)).rejects.toBe(error)
})

test('a module that exports the name is the module asked for', () => {
  const module = { catalogue: {}, loadLocale: () => undefined }
  expect(moduleExporting(module, 'catalogue')).toBe(module)
})

test('a file bundling several modules, imported afresh, gives the namespace of the one that exports the name', () => {
  const catalogueModule = Object.freeze({ __proto__: null, catalogue: { connect: {} } })
  const file = { a: Object.freeze({ __proto__: null, connect: {} }), b: catalogueModule, c: () => undefined }
  expect(moduleExporting(file as unknown as { catalogue: unknown }, 'catalogue')).toBe(catalogueModule)
})

test('a load where nothing exports the name fails with a coded error', () => {
  expect(() => moduleExporting({ other: 1 } as unknown as { catalogue: unknown }, 'catalogue')).toThrow(
    expect.objectContaining({ code: 'INVALID_RESPONSE' }),
  )
})
