import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': 'Elige un nombre',
  'Name registered': 'Nombre registrado',
  'Names are for EVM accounts only.': 'Los nombres son solo para cuentas EVM.',
  Name: 'Nombre',
  Suggestions: 'Sugerencias',
  available: 'disponible',
  'Waiting for the wallet': 'Esperando a la billetera',
  'Sign the message in your wallet': 'Firma el mensaje en tu billetera',
  Register: 'Registrar',
  'Registered: your account goes by this name now': 'Registrado: tu cuenta ya usa este nombre',
  'Back to account': 'Volver a la cuenta',
  'Use only letters, digits and hyphens, at least 4 characters':
    'Usa solo letras, dígitos y guiones, al menos 4 caracteres',
  '{name} is already taken': '{name} ya está en uso',
  'Error registering name {name}': 'Error al registrar el nombre {name}',
  'Error resolving name': 'Error al resolver el nombre',
  'Error fetching name suggestions': 'Error al obtener sugerencias de nombres',
} satisfies Translations<typeof import('../messages.js')>
