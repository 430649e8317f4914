import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Conectar billetera',
  Loading: 'Cargando',
  Back: 'Atrás',
  Close: 'Cerrar',
  'This view could not be loaded.': 'No se pudo cargar esta vista.',
  'Try again': 'Reintentar',
} satisfies Translations<typeof import('../messages.js')>
