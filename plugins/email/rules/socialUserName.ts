/** SPEC §9: a discord user name ending in 0 is shown without that character (the old discriminator's trace). */
export function socialUserName(provider: string | undefined, userName: string | undefined): string | undefined {
  if (provider === 'discord' && userName?.endsWith('0')) return userName.slice(0, -1)
  return userName
}
