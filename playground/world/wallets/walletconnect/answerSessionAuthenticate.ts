// WalletConnect's one-click authentication (`wc_sessionAuthenticate`, CAIP-222) on the test wallet's side: the dapp
// asks for a session and a sign-in together; the "user" (the wallet's mode) approves, the wallet signs one CAIP-122
// message per chain it shares with the request (EIP-191, with the active key), and the session comes with those
// signed CACAOs. With a listener for `session_authenticate` WalletKit takes this path instead of the plain proposal.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit'
import { buildAuthObject, populateAuthPayload } from '@walletconnect/utils'
import type { PrivateKeyAccount } from 'viem/accounts'

export interface SessionAuthenticateAnswerer {
  /** The eip155 chain ids the wallet has. */
  chainIds: () => number[]
  /** The methods the wallet offers a session. */
  methods: readonly string[]
  /** The key that signs (the active account). */
  account: () => PrivateKeyAccount
  /** The "user": resolves to approve, rejects to refuse. */
  ask: (params: unknown) => Promise<unknown>
  rejection: () => { code: number; message: string }
}

/** Answers one `session_authenticate` request: approved with a signed CACAO per shared chain, or rejected. */
export async function answerSessionAuthenticate(
  walletKit: IWalletKit,
  { id, params }: WalletKitTypes.SessionAuthenticate,
  wallet: SessionAuthenticateAnswerer,
): Promise<void> {
  try {
    await wallet.ask(params.authPayload)
  } catch {
    return walletKit.rejectSessionAuthenticate({ id, reason: wallet.rejection() })
  }
  const payload = populateAuthPayload({
    authPayload: params.authPayload,
    chains: wallet.chainIds().map((chainId) => `eip155:${chainId}`),
    methods: [...wallet.methods],
  })
  const account = wallet.account()
  const auths = []
  for (const chain of payload.chains) {
    const iss = `did:pkh:${chain}:${account.address}`
    const message = walletKit.formatAuthMessage({ request: payload, iss })
    const signature = await account.signMessage({ message })
    auths.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
  }
  await walletKit.approveSessionAuthenticate({ id, auths })
}
