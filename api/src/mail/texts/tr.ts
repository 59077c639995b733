import type { MailTexts } from './en';

const tr: MailTexts = {
  common: {
    greeting: 'Merhaba,',
    signature: 'Pizza Inn, Bakü',
    footer: 'Bu e-postayı, bu adres {{site}} sitesinde verildiği için alıyorsunuz.',
  },
  newsletterConfirm: {
    subject: 'Pizza Inn haberlerine aboneliğinizi onaylayın',
    body: 'Birisi, umarız sizsiniz, Pizza Inn haberlerini bu adrese almak istedi. Lütfen aşağıdaki düğmeyle onaylayın; o zamana kadar size başka bir şey göndermiyoruz.',
    button: 'Aboneliğimi onayla',
    ignore: 'Bu siz değilseniz bu e-postayı dikkate almayın: adres eklenmeyecek.',
  },
};

export default tr;
