// The world's Solana test accounts: ed25519 keys of the world's test mnemonic ('test test … junk', the same one
// as the EVM accounts) at Phantom's path m/44'/501'/i'/0' (SLIP-10), written out so that browsers and start-up
// need no key derivation. solanaTestAccounts.test.ts derives them again. Public test keys: never hold real funds.

export interface SolanaTestAccount {
  /** The base58 public key. */
  address: string
  /** The 32-byte ed25519 secret seed, hex (no 0x). */
  secretKey: string
}

export const solanaTestAccounts: readonly SolanaTestAccount[] = [
  ['oeYf6KAJkLYhBuR8CiGc6L4D4Xtfepr85fuDgA9kq96', 'a01c67efb5cb8f62f15907a9fcf124c73d2695c8a9a31f21c05742a31ca1dc72'],
  ['AqynRZwvVqUPRwRJXvm6odUb3t93fDjnWe3p6BeuUFxD', '3f25626cf245c8dd65a2b91a70e6f4c285182489fda230e2553c3752aa962b61'],
  ['CqMbRgMuEhQi9BUS8xP44Wk5nENm48FqJnfjEi4eNb1k', '8eabe4c79ac3a146c1bc447a64233ea70694669b997b0565039471b2939e8c5e'],
  ['9Tj3srBSxH7RFRCm8uharreY7ZBS49XSfpwCeYa7Xaqp', 'f55bf85006beb673056861062dd8f8d8ff0bb63dd61d45f86fe438bf6e442abb'],
  ['6gYw7q94fJdEwL8WkT1a6LHBdTMbix1aciALwEWPx3Wp', '3eb11a2e242212be157793db9fa881edffcfb391174b07d20369521ba1a084b1'],
  ['7EeV8eiRuGoR8bFHCjdCRGQd1RM5sR2dAkdiTEtC9ko7', '22e6f8ea7e213a67f801d313daa33046f5f7b1808f38d5b2bb7301aefa158cbc'],
  ['F9fVg2LeE2RhM6CfNn888hbjqovZDEWY3vm2hEkvX3Nh', '9515bfa8fecc7b7ebe75fd55e9d15b6f7988d79dbf6546f998630cacafb63fc7'],
  ['26roUwgM5T6bccX41hakjiW4fDiKFSao1RyoFsAxr6e6', '3979d8b5812d7747cfd25215b0a904fdbdf8f7c24aa82a91c2e00878ff1146ff'],
  ['5mCGtMUD21HEvWJxKGKS6HEAH7ezzy12MWGs4bPgcJwV', 'c0c8348480fd4d865ffe93e11ba3a3b2431eeaaf1bf795faaac1710ec6607309'],
  ['2yaW8VAMLhQiornz1BgcSWDUSH2jC2dmB8RWnTJi8Yab', 'f5606f75eaffadd56cc1247896e4e79237c37fe57cc970cfb12fb7d304323661'],
].map(([address, secretKey]) => ({ address, secretKey }) as SolanaTestAccount)
