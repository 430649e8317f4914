import type { Namespace, ResolvedFeatures } from 'foyer'
import type { ConnectMethod } from '../manifest.js'
import { ListItem, t, useFoyerState, useKernel } from 'foyer/ui'
import { Fragment, type ReactNode } from 'react'
import LegalGate from '../legal/LegalGate.js'
import { connectLayout } from '../rules/connectLayout.js'
import { GridGlyph } from '../views/icons.js'

export interface ConnectSettingsProps {
  /** The connect methods in their order. */
  methods?: ConnectMethod[]
  /** Draws a method: the wallet list, or an email or social method (the Connect view's). */
  method?: (id: ConnectMethod) => ReactNode
  /** The Connect view's params; `wallets` is the list that "Continue with a wallet" opens. */
  params?: { namespace?: Namespace; wallets?: boolean }
}

/**
 * The Connect view's rows under the settings that are off by default, loaded only when one is on: the wallets
 * collapsed into one "Continue with a wallet" row that opens their list (`features.collapseWallets`, or
 * `features.emailShowWallets` off, the row then under the email field), and the legal checkbox before it all
 * (`features.legalCheckbox`).
 */
export default function ConnectSettings({ methods = [], method, params }: ConnectSettingsProps) {
  const kernel = useKernel()
  const features = useFoyerState((state): ResolvedFeatures => state.features ?? kernel.options.features)
  const layout = params?.wallets
    ? { methods: ['wallet' as const], collapsed: false }
    : connectLayout({ methods, features })
  const open = () => kernel.router.push('Connect', { ...params, wallets: true })
  const rows = (
    <>
      {layout.methods.map((id) =>
        id === 'wallet' && layout.collapsed ? (
          <ListItem key={id} label={t('Continue with a wallet')} imageFallback={<GridGlyph />} onClick={open} />
        ) : (
          <Fragment key={id}>{method?.(id)}</Fragment>
        ),
      )}
      {features.allWallets && !layout.collapsed ? (
        <ListItem
          label={t('All Wallets')}
          imageFallback={<GridGlyph />}
          tag={t('search')}
          onClick={() => kernel.router.push('AllWallets')}
        />
      ) : null}
    </>
  )
  return features.legalCheckbox ? <LegalGate>{rows}</LegalGate> : rows
}
