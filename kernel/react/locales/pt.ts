import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Conectar carteira',
  Loading: 'Carregando',
  Back: 'Voltar',
  Close: 'Fechar',
  'This view could not be loaded.': 'Não foi possível carregar esta tela.',
  'Try again': 'Tentar novamente',
} satisfies Translations<typeof import('../messages.js')>
