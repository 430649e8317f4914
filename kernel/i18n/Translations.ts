/**
 * One locale's texts for a plugin's messages (an `as const` object of English texts): keyed by each English
 * text, so that `t(messages.x)` finds it with no key at run time; the type asks for every one.
 */
export type Translations<Messages extends Record<string, string>> = {
  readonly [K in keyof Messages as Messages[K]]: string
}
