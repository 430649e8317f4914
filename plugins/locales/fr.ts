// Every text in fr, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/fr.js'
import email from '../email/locales/fr.js'
import socials from '../socials/locales/fr.js'
import pay from '../pay/locales/fr.js'
// the kernel and the others
import kernel from '../../kernel/react/locales/fr.js'
import account from '../account/locales/fr.js'
import connect from '../connect/locales/fr.js'
import network from '../network/locales/fr.js'
import receive from '../receive/locales/fr.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/fr.js'
import swaps from '../swaps/locales/fr.js'
import onramp from '../onramp/locales/fr.js'
import activity from '../activity/locales/fr.js'
import names from '../names/locales/fr.js'
// sessions
import sessions from '../sessions/locales/fr.js'

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
