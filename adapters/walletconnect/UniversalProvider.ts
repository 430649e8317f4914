/** WalletConnect's client, as `@walletconnect/universal-provider` makes it (a type only: the module loads late). */
export type UniversalProvider = Awaited<
  ReturnType<typeof import('@walletconnect/universal-provider')['UniversalProvider']['init']>
>
export type WalletConnectSession = NonNullable<UniversalProvider['session']>
