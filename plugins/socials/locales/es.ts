import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Social login': 'Inicio de sesión social',
  'Social logins': 'Inicios de sesión sociales',
  'Log in with {name}': 'Inicia sesión con {name}',
  'Waiting for {name}': 'Esperando a {name}',
  Connecting: 'Conectando',
  'Continue in the {name} window that opened.': 'Continúa en la ventana de {name} que se abrió.',
  'Loading the Farcaster sign-in': 'Cargando el inicio de sesión de Farcaster',
  'Link copied': 'Enlace copiado',
  'Farcaster sign-in QR code': 'Código QR de inicio de sesión de Farcaster',
  'Scan this QR code with your phone to sign in with Farcaster.':
    'Escanea este código QR con tu teléfono para iniciar sesión con Farcaster.',
  'Copy link': 'Copiar enlace',
  'Connection rejected': 'Conexión rechazada',
  'Popup closed': 'Ventana emergente cerrada',
  'Failed to connect': 'No se pudo conectar',
  'Failed to initiate social connection': 'No se pudo iniciar la conexión social',
  'Failed to connect to farcaster': 'No se pudo conectar con Farcaster',
} satisfies Translations<typeof import('../messages.js')>
