import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Sign In': 'Entrar',
  'Nothing to sign in to.': 'Não há nada para entrar.',
  '{app} wants you to sign in': '{app} quer que você entre',
  'Sign-in is required: sign the message, or cancel to disconnect':
    'É obrigatório entrar: assine a mensagem ou cancele para desconectar',
  'Signing…': 'Assinando…',
  Sign: 'Assinar',
  Cancel: 'Cancelar',
  'Signature declined': 'Assinatura recusada',
  'Sign-in needs an active address: connect a wallet first':
    'Para entrar é preciso um endereço ativo: conecte uma carteira primeiro',
  'Sign-in needs an active network': 'Para entrar é preciso uma rede ativa',
} satisfies Translations<typeof import('../messages.js')>
