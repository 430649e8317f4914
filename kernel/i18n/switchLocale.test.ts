import { afterEach, expect, test, vi } from 'vitest'
import { createBus } from '../bus/createBus.js'
import { createStore } from '../state/createStore.js'
import { initialState } from '../state/FoyerState.js'
import { language } from './t.js'
import { switchLocale } from './switchLocale.js'
import { t } from './t.js'

const setup = () => ({ store: createStore(initialState()), bus: createBus() })
afterEach(() => {
  language.locale = 'en'
  language.texts = {}
})

test('a locale loads its chunk, then the state and t speak it, placeholders filled', async () => {
  const foyer = setup()
  const load = vi.fn(async () => ({ 'Sent {amount}': '{amount} envoyés' }))
  await switchLocale(foyer, async () => load, 'fr')
  expect(load).toHaveBeenCalledWith('fr')
  expect(foyer.store.getState().locale).toBe('fr')
  expect(t('Sent {amount}', { amount: 3 })).toBe('3 envoyés')
  expect(t('Not in the chunk')).toBe('Not in the chunk')
})

test('an unknown locale is an options:warning and English, with no chunk fetched', async () => {
  const foyer = setup()
  const warnings: string[] = []
  foyer.bus.on('options:warning', ({ message }) => warnings.push(message))
  const load = vi.fn()
  await switchLocale(foyer, load, 'xx')
  expect(load).not.toHaveBeenCalled()
  expect(warnings).toEqual(['Unknown locale "xx": Foyer speaks English instead'])
  expect(foyer.store.getState().locale).toBe('en')
})

test('the last of two quick switches wins', async () => {
  const foyer = setup()
  const slow = switchLocale(foyer, async () => async () => ({ Close: 'Fermer' }), 'fr')
  await switchLocale(foyer, async () => async () => ({ Close: 'Schließen' }), 'de')
  await slow
  expect(foyer.store.getState().locale).toBe('de')
  expect(t('Close')).toBe('Schließen')
})
