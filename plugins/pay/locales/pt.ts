import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Pay: 'Pagar',
  'No payment to show.': 'Nenhum pagamento para mostrar.',
  Payment: 'Pagamento',
  To: 'Para',
  Network: 'Rede',
  'Waiting for the wallet': 'Aguardando a carteira',
  'Switching network in your wallet': 'Trocando de rede na sua carteira',
  'Approve the payment in your wallet': 'Aprove o pagamento na sua carteira',
  Close: 'Fechar',
  Cancel: 'Cancelar',
  'Signature declined': 'Assinatura recusada',
  'Something went wrong': 'Algo deu errado',
} satisfies Translations<typeof import('../messages.js')>
