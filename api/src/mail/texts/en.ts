/** The e-mails' texts in English: every other language has the same keys (mail-texts.test.ts). */
const en = {
  common: {
    greeting: 'Hello,',
    signature: 'Pizza Inn, Baku',
    footer: 'You receive this e-mail because this address was given on {{site}}.',
  },
  emailChange: {
    subject: "Confirm your new e-mail for Pizza Inn",
    body: "You asked to sign in to Pizza Inn with this address from now on. Please confirm it with the button below within 24 hours; until then your old address stays.",
    button: "Confirm this e-mail",
    ignore: "If it was not you, ignore this e-mail: nothing changes.",
  },
  emailTaken: {
    subject: "Someone tried to use your e-mail at Pizza Inn",
    body: "Someone asked to move another Pizza Inn account to this address, which already has an account. Nothing was changed.",
    ignore: "If it was you, sign in with this address instead. If not, you need not do anything.",
  },
  registerExisting: {
    subject: "You already have a Pizza Inn account",
    body: "Someone, perhaps you, tried to create a Pizza Inn account with this address. You already have one, so no new account was made.",
    button: "Sign in",
    ignore: "If it was not you, you need not do anything: your account is unchanged.",
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
