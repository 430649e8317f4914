import type { KernelTranslations } from '../messages.js'

export default {
  'Connect Wallet': 'Conectar billetera',
  Loading: 'Cargando',
  Back: 'Atrás',
  Close: 'Cerrar',
  'This view could not be loaded.': 'No se pudo cargar esta vista.',
  'Try again': 'Reintentar',
} satisfies KernelTranslations
