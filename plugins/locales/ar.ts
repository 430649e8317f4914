// Every text in ar, keyed by the English: the kernel's and each plugin's catalogue, one chunk.
// siwx, email, socials and pay
import siwx from '../siwx/locales/ar.js'
import email from '../email/locales/ar.js'
import socials from '../socials/locales/ar.js'
import pay from '../pay/locales/ar.js'
// the kernel and the others
import kernel from '../../kernel/react/locales/ar.js'
import account from '../account/locales/ar.js'
import connect from '../connect/locales/ar.js'
import network from '../network/locales/ar.js'
import receive from '../receive/locales/ar.js'
// send, swaps, onramp, activity, names
import send from '../send/locales/ar.js'
import swaps from '../swaps/locales/ar.js'
import onramp from '../onramp/locales/ar.js'
import activity from '../activity/locales/ar.js'
import names from '../names/locales/ar.js'
// sessions
import sessions from '../sessions/locales/ar.js'

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
