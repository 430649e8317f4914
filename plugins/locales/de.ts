// Every text in de, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/de.js'
import email from '../email/locales/de.js'
import socials from '../socials/locales/de.js'
import pay from '../pay/locales/de.js'
// the kernel and the others
import kernel from '../../kernel/react/locales/de.js'
import account from '../account/locales/de.js'
import connect from '../connect/locales/de.js'
import network from '../network/locales/de.js'
import receive from '../receive/locales/de.js'

export default {
  // siwx, email, socials and pay
  ...siwx,
  ...email,
  ...socials,
  ...pay,
  // the kernel and the others
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
}
