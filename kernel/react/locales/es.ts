import type { Translations } from '../../i18n/Translations.js'

export default {
  'Connect Wallet': 'Conectar billetera',
  Loading: 'Cargando',
  Back: 'Atrás',
  Close: 'Cerrar',
  'This view could not be loaded.': 'No se pudo cargar esta vista.',
  'Try again': 'Reintentar',
  'Wallet connection is not set up for this site yet.':
    'La conexión de billeteras aún no está configurada para este sitio.',
  'This project’s configuration does not allow this site. Some options may be missing.':
    'La configuración de este proyecto no permite este sitio. Es posible que falten algunas opciones.',
  'This site is not verified for email and social login.':
    'Este sitio no está verificado para el inicio de sesión con correo y redes sociales.',
  'Too many requests right now. Some options may be missing; try again shortly.':
    'Demasiadas solicitudes en este momento. Es posible que falten algunas opciones; inténtalo de nuevo en breve.',
  'Our configuration service is not answering. Some options may be missing.':
    'Nuestro servicio de configuración no responde. Es posible que falten algunas opciones.',
  'That network is not one this app offers.': 'Esta aplicación no ofrece esa red.',
  'Signature declined': 'Firma rechazada',
  'Action not allowed': 'Acción no permitida',
} satisfies Translations<typeof import('../messages.js')>
