import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { createFoyer } from '../index.js'
import { ConnectButton } from './ConnectButton.js'
import { FoyerProvider } from './FoyerProvider.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function render(foyer: ReturnType<typeof createFoyer>, label?: string) {
  return renderToString(
    <FoyerProvider foyer={foyer}>
      <ConnectButton label={label} />
    </FoyerProvider>,
  )
}

test('on a server (no window) the ConnectButton renders a dialog-opening button and no modal', () => {
  expect(typeof window).toBe('undefined')
  const html = render(createFoyer({}))
  expect(html).toBe(
    '<button type="button" aria-haspopup="dialog" aria-expanded="false" data-foyer-connect="">Connect Wallet</button>',
  )
})

test('the ConnectButton takes its label while nothing is connected', () => {
  expect(render(createFoyer({}), 'Sign in')).toContain('>Sign in</button>')
})

test('once an account is connected the ConnectButton shows its address, truncated', () => {
  const foyer = createFoyer({})
  foyer.store.update((draft) => {
    draft.activeNamespace = 'eip155'
    draft.chains.eip155 = {
      namespace: 'eip155',
      networks: [],
      accountState: { status: 'connected', address, tokenBalance: [], allAccounts: [], currentTab: 0 },
      networkState: { approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
    }
  })
  expect(render(foyer)).toContain('>0xf3…b92266</button>')
})

test('once the account has a profile name and avatar, the ConnectButton shows them instead of the address', () => {
  const foyer = createFoyer({})
  foyer.store.update((draft) => {
    draft.activeNamespace = 'eip155'
    draft.chains.eip155 = {
      namespace: 'eip155',
      networks: [],
      accountState: {
        status: 'connected',
        address,
        profileName: 'alice.reown.id',
        profileImage: 'https://avatars.example/alice.png',
        tokenBalance: [],
        allAccounts: [],
        currentTab: 0,
      },
      networkState: { approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
    }
  })
  expect(render(foyer)).toContain(
    '><img src="https://avatars.example/alice.png" alt="" width="20" height="20"/>alice.reown.id</button>',
  )
})

test('while the modal is asked for, the ConnectButton reports it expanded', () => {
  const foyer = createFoyer({})
  foyer.store.update((draft) => {
    draft.modal.loading = true
  })
  expect(render(foyer)).toContain('aria-expanded="true"')
})
