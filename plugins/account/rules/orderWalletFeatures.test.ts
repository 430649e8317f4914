import { expect, test } from 'vitest'
import { orderWalletFeatures } from './orderWalletFeatures.js'

const feature = (id: string) => ({ id, label: id, view: id })

test('wallet features follow the configured order, others after in load order', () => {
  const loaded = [feature('send'), feature('example'), feature('receive'), feature('onramp'), feature('swaps')]
  expect(orderWalletFeatures(loaded, ['onramp', 'swaps', 'receive', 'send']).map((f) => f.id)).toEqual([
    'onramp',
    'swaps',
    'receive',
    'send',
    'example',
  ])
})

test('only the features of loaded plugins show', () => {
  expect(orderWalletFeatures([feature('send')], ['onramp', 'swaps', 'receive', 'send']).map((f) => f.id)).toEqual([
    'send',
  ])
})
