/** The e-mails' texts in English: every other language has the same keys (mail-texts.test.ts). */
const en = {
  common: {
    greeting: 'Hello,',
    signature: 'Pizza Inn, Baku',
    footer: 'You receive this e-mail because this address was given on {{site}}.',
  },
  newsletterConfirm: {
    subject: 'Please confirm your subscription to Pizza Inn news',
    body: 'Someone, hopefully you, asked to receive Pizza Inn news at this address. Please confirm with the button below; until then we send you nothing else.',
    button: 'Confirm my subscription',
    ignore: 'If it was not you, ignore this e-mail: the address will not be added.',
  },
};

export type MailTexts = typeof en;
export default en;
