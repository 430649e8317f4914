// Every text in es, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/es.js'
import email from '../email/locales/es.js'
import socials from '../socials/locales/es.js'
import pay from '../pay/locales/es.js'
// the kernel and the others
import kernel from '../../kernel/react/locales/es.js'
import account from '../account/locales/es.js'
import connect from '../connect/locales/es.js'
import network from '../network/locales/es.js'
import receive from '../receive/locales/es.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/es.js'
import swaps from '../swaps/locales/es.js'
import onramp from '../onramp/locales/es.js'
import activity from '../activity/locales/es.js'
import names from '../names/locales/es.js'
// sessions
import sessions from '../sessions/locales/es.js'

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
  // send, swaps, onramp, activity, names
  ...send,
  ...swaps,
  ...onramp,
  ...activity,
  ...names,
  // sessions
  ...sessions,
}
