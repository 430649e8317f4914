/** The example plugin's texts in `locale`, keyed by the English: French only (other languages keep the English). */
export const textsIn = async (locale: string) => (locale === 'fr' ? import('./fr.js') : { default: {} })
