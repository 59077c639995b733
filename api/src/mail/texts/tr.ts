import type { MailTexts } from './en';

const tr: MailTexts = {
  common: {
    greeting: 'Merhaba,',
    signature: 'Pizza Inn, Bakü',
    footer: 'Bu e-postayı, bu adres {{site}} sitesinde verildiği için alıyorsunuz.',
  },
  emailChange: {
    subject: "Pizza Inn için yeni e-postanızı onaylayın",
    body: "Bundan sonra Pizza Inn'e bu adresle giriş yapmak istediniz. Lütfen 24 saat içinde aşağıdaki düğmeyle onaylayın; o zamana kadar eski adresiniz geçerli kalır.",
    button: "Bu e-postayı onayla",
    ignore: "Bu siz değilseniz bu e-postayı dikkate almayın: hiçbir şey değişmez.",
  },
  emailTaken: {
    subject: "Birisi Pizza Inn'de e-postanızı kullanmak istedi",
    body: "Birisi başka bir Pizza Inn hesabını bu adrese taşımak istedi, ancak bu adresin zaten bir hesabı var. Hiçbir şey değiştirilmedi.",
    ignore: "Bu sizseniz bunun yerine bu adresle giriş yapın. Değilseniz bir şey yapmanız gerekmez.",
  },
  registerExisting: {
    subject: "Zaten bir Pizza Inn hesabınız var",
    body: "Birisi, belki siz, bu adresle bir Pizza Inn hesabı oluşturmak istedi. Zaten bir hesabınız olduğu için yeni hesap açılmadı.",
    button: "Giriş yap",
    ignore: "Bu siz değilseniz bir şey yapmanız gerekmez: hesabınız değişmedi.",
  },
  newsletterConfirm: {
    subject: 'Pizza Inn haberlerine aboneliğinizi onaylayın',
    body: 'Birisi, umarız sizsiniz, Pizza Inn haberlerini bu adrese almak istedi. Lütfen aşağıdaki düğmeyle onaylayın; o zamana kadar size başka bir şey göndermiyoruz.',
    button: 'Aboneliğimi onayla',
    ignore: 'Bu siz değilseniz bu e-postayı dikkate almayın: adres eklenmeyecek.',
  },
};

export default tr;
