import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  Receive: 'Receber',
  'Not connected.': 'Não conectado.',
  'QR code of your address': 'Código QR do seu endereço',
  Copied: 'Copiado',
  'Copy address': 'Copiar endereço',
  'Address copied': 'Endereço copiado',
  'The address could not be copied': 'Não foi possível copiar o endereço',
  'You are on {network}. Only send assets to this address on a network listed below.':
    'Você está em {network}. Envie ativos para este endereço apenas em uma rede listada abaixo.',
  'Networks you can receive on': 'Redes em que você pode receber',
  active: 'ativa',
} satisfies Translations<typeof import('../messages.js')>
