// Both ends of SIWF (WALLETS.md §5.2): the Farcaster app builds and signs the message with the custody key and
// completes the channel; the frame verifies the completed channel (nonce, domain, signature, custody of the fid).
import { verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage, parseSiweMessage } from 'viem/siwe'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { Authentication, FarcasterRelay } from './createFarcasterRelay.js'
import { type FarcasterAccount, farcasterAccountByFid } from './farcasterAccounts.js'

/** The Farcaster app approves a channel as `account`; false when the channel is unknown or done. */
export async function approveChannel(relay: FarcasterRelay, token: string, account: FarcasterAccount, now: Date) {
  const channel = relay.peek(token)
  if (channel?.state !== 'pending') return false
  const message = createSiweMessage({
    domain: channel.request.domain,
    address: account.custody,
    statement: 'Farcaster Auth',
    uri: channel.request.siweUri,
    version: '1',
    chainId: 10,
    nonce: channel.request.nonce,
    issuedAt: now,
    resources: [`farcaster://fid/${account.fid}`],
  })
  const signature = await privateKeyToAccount(account.custodyKey).signMessage({ message })
  const authentication: Authentication = {
    message,
    signature,
    authMethod: 'custody',
    fid: account.fid,
    username: account.username,
    displayName: account.displayName,
    bio: account.bio,
    pfpUrl: account.pfpUrl,
    custody: account.custody,
    verifications: [],
  }
  return relay.authenticate(token, authentication)
}

/** The frame's check of a completed channel; resolves with the signed-in account. */
export async function verifySignIn(
  completed: { nonce: string; message?: string; signature?: `0x${string}`; fid?: number },
  domain: string,
): Promise<FarcasterAccount> {
  const { message, signature, fid } = completed
  if (!message || !signature || fid === undefined) throw new FrameRequestError('The Farcaster sign-in is incomplete')
  const fields = parseSiweMessage(message)
  if (fields.nonce !== completed.nonce) throw new FrameRequestError('The Farcaster sign-in has the wrong nonce')
  if (fields.domain !== domain) throw new FrameRequestError('The Farcaster sign-in is for another domain')
  if (!fields.resources?.includes(`farcaster://fid/${fid}`))
    throw new FrameRequestError('The Farcaster sign-in names another fid')
  const account = farcasterAccountByFid(fid)
  if (!account || fields.address?.toLowerCase() !== account.custody.toLowerCase())
    throw new FrameRequestError('The Farcaster sign-in was not signed by the custody address of the fid')
  if (!(await verifyMessage({ address: account.custody, message, signature })))
    throw new FrameRequestError('The Farcaster sign-in signature is not valid')
  return account
}
