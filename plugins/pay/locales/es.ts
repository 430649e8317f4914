import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: 'Pagar',
  'No payment to show.': 'No hay ningún pago que mostrar.',
  Payment: 'Pago',
  To: 'Para',
  Network: 'Red',
  'Waiting for the wallet': 'Esperando a la billetera',
  'Switching network in your wallet': 'Cambiando de red en tu billetera',
  'Approve the payment in your wallet': 'Aprueba el pago en tu billetera',
  Close: 'Cerrar',
  Cancel: 'Cancelar',
  'Signature declined': 'Firma rechazada',
  'Something went wrong': 'Algo salió mal',
} satisfies Translations<typeof import('../messages.js')>
