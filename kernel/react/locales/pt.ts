import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Conectar carteira',
  Loading: 'Carregando',
  Back: 'Voltar',
  Close: 'Fechar',
  'This view could not be loaded.': 'Não foi possível carregar esta tela.',
  'Try again': 'Tentar novamente',
  'Wallet connection is not set up for this site yet.':
    'A conexão de carteiras ainda não está configurada para este site.',
  'This project’s configuration does not allow this site. Some options may be missing.':
    'A configuração deste projeto não permite este site. Algumas opções podem estar faltando.',
  'This site is not verified for email and social login.':
    'Este site não está verificado para login por e-mail e redes sociais.',
  'Too many requests right now. Some options may be missing; try again shortly.':
    'Muitas solicitações no momento. Algumas opções podem estar faltando; tente novamente em instantes.',
  'Our configuration service is not answering. Some options may be missing.':
    'Nosso serviço de configuração não está respondendo. Algumas opções podem estar faltando.',
  'That network is not one this app offers.': 'Este aplicativo não oferece essa rede.',
  'Signature declined': 'Assinatura recusada',
  'Action not allowed': 'Ação não permitida',
} satisfies Translations<typeof import('../messages.js')>
