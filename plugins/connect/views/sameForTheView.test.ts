import { defaultFeatures } from '../../../kernel/testing/catalogueFeatures.js'
import { describe, expect, test } from 'vitest'
import { sameForTheView } from './sameForTheView.js'

describe('the feature sets that draw the same Connect view', () => {
  test('a copy with only the analytics switch changed draws the same view', () => {
    expect(sameForTheView(defaultFeatures, { ...defaultFeatures, analytics: !defaultFeatures.analytics })).toBe(true)
  })

  test('any other feature changed, a list included, draws it again', () => {
    expect(sameForTheView(defaultFeatures, { ...defaultFeatures, email: !defaultFeatures.email })).toBe(false)
    expect(sameForTheView(defaultFeatures, { ...defaultFeatures, socials: ['google'] })).toBe(false)
    const { allWallets: _, ...fewer } = defaultFeatures
    expect(sameForTheView(defaultFeatures, fewer as typeof defaultFeatures)).toBe(false)
    expect(sameForTheView(fewer as typeof defaultFeatures, defaultFeatures)).toBe(false)
  })
})
