import type { createEip1193Provider } from 'foyer/adapters/eip155'
import { useState } from 'react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'

type Provider = ReturnType<typeof createEip1193Provider>

/**
 * The app side of smart sessions (features.smartSessions, ERC-7715): grants a fresh session key 0.01 ETH for an
 * hour on the connected smart account through the app's EIP-1193 provider, shows the permission context it gets
 * back, and revokes it. The session then shows in the Account view's Sessions.
 */
export function SessionExample({ provider }: { provider: Provider }) {
  const [context, setContext] = useState<string>()
  const [outcome, setOutcome] = useState('')
  const failed = (error: unknown) => setOutcome(`Refused: ${(error as Error).message}`)
  const grant = () => {
    const key = privateKeyToAccount(generatePrivateKey())
    setOutcome('Granting…')
    provider
      .request({
        method: 'wallet_grantPermissions',
        params: [
          {
            expiry: Math.floor(Date.now() / 1000) + 3600,
            signer: { type: 'keys', data: { keys: [{ type: 'secp256k1', publicKey: key.publicKey }] } },
            permissions: [
              { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86400 } },
            ],
            policies: [],
          },
        ],
      })
      .then((answer) => {
        const { permissionsContext } = answer as { permissionsContext: string }
        setContext(permissionsContext)
        setOutcome(`Granted: ${permissionsContext}`)
      }, failed)
  }
  const revoke = () => {
    setOutcome('Revoking…')
    provider.request({ method: 'wallet_revokePermissions', params: [{ permissionsContext: context }] }).then(() => {
      setContext(undefined)
      setOutcome('Revoked')
    }, failed)
  }
  return (
    <>
      <button type="button" onClick={grant}>
        Grant a session (0.01 ETH, 1 hour)
      </button>
      {context ? (
        <button type="button" onClick={revoke}>
          Revoke the session
        </button>
      ) : null}
      <output aria-label="Session">{outcome}</output>
    </>
  )
}
