import type { PluginContext } from 'foyer'
import type { WalletConnectPairingEvent } from 'foyer/kit'
import { oneClickSignIn } from './oneClickSignIn.js'
import type { SiwxConfig } from './SiwxConfig.js'

type Context = Parameters<typeof oneClickSignIn>[0] & Pick<PluginContext, 'bus'>

/** Offers the sign-in to every WalletConnect pairing while every configured chain is eip155. */
export function offerOneClickSignIn(context: Context, config: SiwxConfig) {
  const onPairing = (pairing: WalletConnectPairingEvent) => {
    const eip155Only = context.options.networks.every((network) => network.chainNamespace === 'eip155')
    if (eip155Only && pairing.namespaces.includes('eip155')) pairing.authentication = oneClickSignIn(context, config)
  }
  context.bus.on('walletconnect:pairing', onPairing)
  return () => context.bus.off('walletconnect:pairing', onPairing)
}
