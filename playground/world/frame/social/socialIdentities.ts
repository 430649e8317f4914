// The identities a local provider page offers (a person or a test picks one, or types a custom one).
import type { FrameSocialProvider } from '../../../../adapters/embedded/frame/frameMessages.js'

export interface SocialIdentity {
  /** Stable per provider: the user id is `<provider>:<id>`. */
  id: string
  name: string
  email: string | null
  /** What the frame reports as userName. Discord's may end in 0 (the product trims it, SPEC §9). */
  userName: string
}

export const providerNames: Record<FrameSocialProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  x: 'X',
  discord: 'Discord',
}

const person = (id: string, name: string, email: string | null, userName: string): SocialIdentity => ({
  id,
  name,
  email,
  userName,
})

export const socialIdentities: Record<FrameSocialProvider, SocialIdentity[]> = {
  google: [
    person('ada', 'Ada Lovelace', 'ada.lovelace@gmail.example', 'ada.lovelace@gmail.example'),
    person('alan', 'Alan Turing', 'alan.turing@gmail.example', 'alan.turing@gmail.example'),
  ],
  github: [
    person('ada', 'Ada Lovelace', 'ada@users.github.example', 'ada-lovelace'),
    person('alan', 'Alan Turing', null, 'aturing'),
  ],
  apple: [
    person('ada', 'Ada Lovelace', 'ada@privaterelay.apple.example', 'Ada Lovelace'),
    person('alan', 'Alan Turing', 'alan@privaterelay.apple.example', 'Alan Turing'),
  ],
  facebook: [
    person('ada', 'Ada Lovelace', 'ada.lovelace@facebook.example', 'Ada Lovelace'),
    person('alan', 'Alan Turing', null, 'Alan Turing'),
  ],
  x: [person('ada', 'Ada Lovelace', null, 'ada_lovelace'), person('alan', 'Alan Turing', null, 'alan_turing')],
  discord: [
    person('ada', 'Ada Lovelace', 'ada@discord.example', 'adalovelace0'),
    person('alan', 'Alan Turing', null, 'alan.turing'),
  ],
}

/** A custom identity typed on the provider page: its id comes from the user name. */
export function customIdentity(userName: string, email: string | null): SocialIdentity {
  const slug =
    userName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'user'
  return { id: `custom-${slug}`, name: userName, email, userName }
}
