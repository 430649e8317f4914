import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': 'Login social',
  'Social logins': 'Logins sociais',
  'Log in with {name}': 'Entrar com {name}',
  'Waiting for {name}': 'Aguardando {name}',
  Connecting: 'Conectando',
  'Continue in the {name} window that opened.': 'Continue na janela do {name} que foi aberta.',
  'Loading the Farcaster sign-in': 'Carregando o login do Farcaster',
  'Link copied': 'Link copiado',
  'Farcaster sign-in QR code': 'Código QR de login do Farcaster',
  'Scan this QR code with your phone to sign in with Farcaster.':
    'Escaneie este código QR com seu celular para entrar com o Farcaster.',
  'Copy link': 'Copiar link',
  'Connection rejected': 'Conexão recusada',
  'Popup closed': 'Pop-up fechado',
  'Failed to connect': 'Falha ao conectar',
  'Failed to initiate social connection': 'Falha ao iniciar a conexão social',
  'Failed to connect to farcaster': 'Falha ao conectar ao Farcaster',
} satisfies Translations<typeof import('../messages.js')>
