// Every text in fr, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/fr.js'
import connect from '../connect/locales/fr.js'

export default {
  ...kernel,
  ...connect,
}
