// The Farcaster accounts the local Farcaster app signs in with: fid, profile and the custody key (a test key
// derived from a fixed text, standing in for the IdRegistry's custody address).
import { keccak256, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

export interface FarcasterAccount {
  fid: number
  username: string
  displayName: string
  bio: string
  pfpUrl: string
  custodyKey: `0x${string}`
  custody: `0x${string}`
}

const account = (fid: number, username: string, displayName: string): FarcasterAccount => {
  const custodyKey = keccak256(toHex(`foyer-world farcaster custody ${fid}`))
  return {
    fid,
    username,
    displayName,
    bio: `${displayName} (a local test account)`,
    pfpUrl: `https://example.invalid/pfp/${username}.png`,
    custodyKey,
    custody: privateKeyToAccount(custodyKey).address,
  }
}

export const farcasterAccounts: readonly FarcasterAccount[] = [
  account(1001, 'ada', 'Ada Lovelace'),
  account(1002, 'alan', 'Alan Turing'),
]

export const farcasterAccountByFid = (fid: number) => farcasterAccounts.find((candidate) => candidate.fid === fid)
