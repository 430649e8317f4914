// Every text in ar, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
import kernel from '../../kernel/react/locales/ar.js'
import account from '../account/locales/ar.js'
import connect from '../connect/locales/ar.js'
import network from '../network/locales/ar.js'
import receive from '../receive/locales/ar.js'
// siwx, email, socials and pay
import siwx from '../siwx/locales/ar.js'
import email from '../email/locales/ar.js'
import socials from '../socials/locales/ar.js'
import pay from '../pay/locales/ar.js'

export default {
  ...kernel,
  ...connect,
  ...account,
  ...network,
  ...receive,
  // siwx, email, socials and pay
  ...siwx,
  ...email,
  ...socials,
  ...pay,
}
