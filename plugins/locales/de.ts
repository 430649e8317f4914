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
// send, swaps, onramp, activity, names
import send from '../send/locales/de.js'
import swaps from '../swaps/locales/de.js'
import onramp from '../onramp/locales/de.js'
import activity from '../activity/locales/de.js'
import names from '../names/locales/de.js'
// sessions
import sessions from '../sessions/locales/de.js'

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
