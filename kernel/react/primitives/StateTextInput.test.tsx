import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createFoyer } from '../../index.js'
import { FoyerProvider } from '../FoyerProvider.js'
import { useDeferredFoyerState } from '../hooks/useDeferredFoyerState.js'
import { StateTextInput } from './StateTextInput.js'

// On a server (as in the first render on a page) both read the state as it is; the browser tests of the Send and
// Swap views (tests/browser/send.test.ts, swaps.test.ts) type into them.
function withNamespace() {
  const foyer = createFoyer({})
  foyer.store.update((draft) => {
    draft.activeNamespace = 'solana'
  })
  return foyer
}

test('a StateTextInput shows the text its selector reads from the state, under its label', () => {
  const html = renderToString(
    <FoyerProvider foyer={withNamespace()}>
      <StateTextInput label="Namespace" select={(state) => state.activeNamespace ?? ''} onChange={() => undefined} />
    </FoyerProvider>,
  )
  expect(html).toMatch(/<label[^>]*>Namespace<\/label><input[^>]*value="solana"/)
})

test('useDeferredFoyerState gives the selected part of the state on the first render', () => {
  function Shown() {
    return <p>{useDeferredFoyerState((state) => state.activeNamespace ?? 'none')}</p>
  }
  const html = renderToString(
    <FoyerProvider foyer={withNamespace()}>
      <Shown />
    </FoyerProvider>,
  )
  expect(html).toContain('<p>solana</p>')
})
