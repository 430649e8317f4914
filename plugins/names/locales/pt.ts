import type { Translations } from '../../../kernel/i18n/Translations.js'

export default {
  'Choose a name': 'Escolher um nome',
  'Name registered': 'Nome registrado',
  'Names are for EVM accounts only.': 'Nomes são apenas para contas EVM.',
  Name: 'Nome',
  Suggestions: 'Sugestões',
  available: 'disponível',
  'Waiting for the wallet': 'Aguardando a carteira',
  'Sign the message in your wallet': 'Assine a mensagem na sua carteira',
  Register: 'Registrar',
  'Registered: your account goes by this name now': 'Registrado: sua conta agora usa este nome',
  'Back to account': 'Voltar à conta',
  'Use only letters, digits and hyphens, at least 4 characters':
    'Use apenas letras, dígitos e hifens, com pelo menos 4 caracteres',
  '{name} is already taken': '{name} já está em uso',
  'Error registering name {name}': 'Erro ao registrar o nome {name}',
  'Error resolving name': 'Erro ao resolver o nome',
  'Error fetching name suggestions': 'Erro ao buscar sugestões de nomes',
} satisfies Translations<typeof import('../messages.js')>
