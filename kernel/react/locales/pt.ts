import type { KernelTranslations } from '../messages.js'

export default {
  'Connect Wallet': 'Conectar carteira',
  Loading: 'Carregando',
  Back: 'Voltar',
  Close: 'Fechar',
  'This view could not be loaded.': 'Não foi possível carregar esta tela.',
  'Try again': 'Tentar novamente',
} satisfies KernelTranslations
