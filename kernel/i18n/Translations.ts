/** Every English text of a catalogue module: each of its exported objects' values (`typeof import('./messages.js')`). */
export type EnglishOf<Catalogue> = {
  [Name in keyof Catalogue]: Catalogue[Name] extends Readonly<Record<string, string>>
    ? Catalogue[Name][keyof Catalogue[Name]]
    : never
}[keyof Catalogue]

/**
 * One locale's texts for a catalogue module (a plugin's `messages.ts`, its objects `as const` English texts):
 * keyed by each English text, so that `t(texts.x)` finds it with no key at run time; the type asks for every one.
 */
export type Translations<Catalogue> = { readonly [English in EnglishOf<Catalogue> & string]: string }
