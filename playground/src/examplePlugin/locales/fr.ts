/** The example plugin's texts in French, keyed by the English. */
export default {
  'Example plugin': 'Plugin d’exemple',
  Greet: 'Saluer',
}
