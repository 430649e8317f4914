/** This plugin's texts in `locale`, keyed by the English: the module of that language beside this one. */
export const textsIn = (locale: string): Promise<{ default: Record<string, string> }> => import(`./${locale}.ts`)
