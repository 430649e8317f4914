// Every text in es, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/es.js'
import connect from '../connect/locales/es.js'

export default {
  ...kernel,
  ...connect,
}
