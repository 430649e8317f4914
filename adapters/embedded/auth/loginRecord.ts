// What the product remembers of an embedded-wallet login, under SPEC §3's keys: the email login (`emailLogin`:
// the email, the email-login-used flag, the last login email's time for the cooldown, the last chain) and the
// social login (`socialLogin`: the provider used and the user name it gave, or a redirect to it under way).
import type { AdapterContext } from 'foyer'
import * as z from 'zod/mini'

export interface EmailLoginRecord {
  /** The email-login-used flag: the frame is created on start only when it is set. */
  used?: boolean
  email?: string
  /** When the last login email was asked (SPEC §5's cooldown); cleared after a successful login. */
  lastEmailAt?: number
  /** The chain the embedded wallet was last on. */
  lastChain?: string
  /** The social login used (SPEC §3's socialProvider; stored under `socialLogin`) and the user name it gave. */
  socialProvider?: string
  userName?: string
  /** The social login left the page for the provider's (the popup was refused): its result comes back in the URL. */
  socialRedirect?: boolean
}

declare module 'foyer' {
  interface StorageKeys {
    emailLogin: Omit<EmailLoginRecord, 'socialProvider' | 'userName' | 'socialRedirect'>
  }
}

// A record stored before the social login had its own key kept its provider here: it is still read.
const recordSchema = z.object({
  used: z.optional(z.boolean()),
  email: z.optional(z.string()),
  lastEmailAt: z.optional(z.number()),
  lastChain: z.optional(z.string()),
  socialProvider: z.optional(z.string()),
  userName: z.optional(z.string()),
})

/** The login record read from and written to its two keys. */
export function loginRecord(storage: AdapterContext['storage']) {
  storage.register('emailLogin', recordSchema)
  return {
    read(): EmailLoginRecord {
      const social = storage.get('socialLogin')
      return {
        ...storage.get('emailLogin'),
        ...(social
          ? {
              socialProvider: social.provider,
              ...(social.username ? { userName: social.username } : {}),
              ...(social.redirect ? { socialRedirect: true } : {}),
            }
          : {}),
      }
    },
    write({ socialProvider, userName, socialRedirect, ...login }: EmailLoginRecord) {
      storage.set('emailLogin', login)
      if (socialProvider)
        storage.set('socialLogin', {
          provider: socialProvider,
          ...(userName ? { username: userName } : {}),
          ...(socialRedirect ? { redirect: true } : {}),
        })
      else storage.remove('socialLogin')
    },
    remove() {
      storage.remove('emailLogin')
      storage.remove('socialLogin')
    },
  }
}
