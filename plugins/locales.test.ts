import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { locales } from '../kernel/i18n/locales.js'
import { loadLocale } from './loadLocale.js'

// Every `messages.ts` of the kernel and the plugins (an English catalogue) and its `locales/<locale>.ts` beside it.
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const find = (dir: string, wanted: (name: string) => boolean): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : find(path, wanted)
    return wanted(entry.name) ? [path] : []
  })
const everywhere = (wanted: (name: string) => boolean) => [...find('kernel', wanted), ...find('plugins', wanted)]
// kernel/errors/messages.ts is the errors' texts by code (thrown, for developers), not a view's catalogue.
const catalogues = everywhere((name) => name === 'messages.ts').filter((path) => path !== 'kernel/errors/messages.ts')
const translated = locales.filter((locale) => locale !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

test('the kernel and the converted plugins each have an English catalogue', () => {
  expect(catalogues).toContain('kernel/react/messages.ts')
})

describe.each(catalogues)('%s', (path) => {
  test.each(translated)('%s has every text, with its placeholders, in the texts its locale loads', async (locale) => {
    const catalogue = (await import(`../${path}`)) as Record<string, Record<string, string>>
    const english = [...new Set(Object.values(catalogue).flatMap((texts) => Object.values(texts)))]
    const file = `${dirname(path)}/locales/${locale}.ts`
    expect(existsSync(join(root, file)), `${file} is missing`).toBe(true)
    const own = ((await import(`../${file}`)) as { default: Record<string, string> }).default
    const chunk = await loadLocale(locale)
    expect(Object.keys(own).sort()).toEqual(english.sort())
    for (const text of english) {
      const translation = own[text] ?? ''
      expect(translation.trim(), `${locale}: "${text}" is empty`).not.toBe('')
      expect(placeholders(translation), `${locale}: "${text}" lost a placeholder`).toEqual(placeholders(text))
      // The chunk merges every catalogue: a text another catalogue translates differently would override this one.
      expect(chunk[text], `${locale}: "${text}" differs in the chunk`).toBe(translation)
    }
  })
})

test("every English text the code passes to t, `t('…')`, is in a catalogue", async () => {
  const english = new Set<string>()
  for (const path of catalogues)
    for (const texts of Object.values((await import(`../${path}`)) as Record<string, Record<string, string>>))
      for (const text of Object.values(texts)) english.add(text)
  const product = everywhere((name) => /\.tsx?$/.test(name) && !/\.test\.|\.d\.ts$/.test(name))
  const missing = product.flatMap((path) =>
    [...readFileSync(join(root, path), 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)]
      .map((match) => (match[1] ?? '').replace(/\\'/g, "'"))
      .filter((text) => !english.has(text))
      .map((text) => `${path}: ${text}`),
  )
  expect(missing).toEqual([])
})
