import type { Language } from 'shared-lib/domain';

/**
 * The texts of the pages e-mailed links lead to (newsletter confirmation and unsubscribe, a new e-mail's
 * confirmation): the `links` namespace, loaded with those pages, not with every page of the site.
 */
const en = {
  newsletter: {
    unsubscribeTitle: 'Unsubscribe from Pizza Inn news',
    unsubscribeIntro: 'Press the button and we will send no more news to your address.',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: 'Done. You will get no more news from us.',
    confirmTitle: 'Confirm your subscription',
    confirmIntro: 'Press the button to start receiving Pizza Inn news at your address.',
    confirm: 'Confirm my subscription',
    confirmed: 'Thank you! Your subscription is confirmed.',
    noToken: 'This page needs the link from the confirmation e-mail. Please open the link from your e-mail.',
    toMenu: 'See the menu',
  },
  emailConfirm: {
    title: 'Confirm your new e-mail',
    intro: 'Press the button to sign in with this e-mail from now on.',
    confirm: 'Confirm the new e-mail',
    confirmed: 'Done! You now sign in with your new e-mail.',
    noToken: 'This page needs the link from the confirmation e-mail. Please open the link from your e-mail.',
    toProfile: 'Back to my profile',
    signIn: 'Login',
  },
};

export const LINK_TEXTS: Record<Language, typeof en> = {
  en,
  az: {
    newsletter: {
      unsubscribeTitle: 'Pizza Inn xəbərlərindən abunəlikdən çıxın',
      unsubscribeIntro: 'Düyməni basın, ünvanınıza daha xəbər göndərməyəcəyik.',
      unsubscribeButton: 'Abunəlikdən çıx',
      unsubscribed: 'Hazırdır. Sizə daha xəbər göndərməyəcəyik.',
      confirmTitle: 'Abunəliyinizi təsdiqləyin',
      confirmIntro: 'Pizza Inn xəbərlərini ünvanınıza almağa başlamaq üçün düyməni basın.',
      confirm: 'Abunəliyimi təsdiqlə',
      confirmed: 'Təşəkkür edirik! Abunəliyiniz təsdiqləndi.',
      noToken: 'Bu səhifə təsdiq məktubundakı keçidlə açılmalıdır. Zəhmət olmasa, məktubdakı keçidi açın.',
      toMenu: 'Menyuya bax',
    },
    emailConfirm: {
      title: 'Yeni e-poçtunuzu təsdiqləyin',
      intro: 'Bundan sonra bu e-poçtla daxil olmaq üçün düyməni basın.',
      confirm: 'Yeni e-poçtu təsdiqlə',
      confirmed: 'Hazırdır! Artıq yeni e-poçtunuzla daxil olursunuz.',
      noToken: 'Bu səhifə təsdiq məktubundakı keçidlə açılmalıdır. Zəhmət olmasa, məktubdakı keçidi açın.',
      toProfile: 'Profilimə qayıt',
      signIn: 'Daxil ol',
    },
  },
  ru: {
    newsletter: {
      unsubscribeTitle: 'Отписаться от новостей Pizza Inn',
      unsubscribeIntro: 'Нажмите кнопку, и мы больше не будем присылать новости на ваш адрес.',
      unsubscribeButton: 'Отписаться',
      unsubscribed: 'Готово. Больше мы не будем присылать вам новости.',
      confirmTitle: 'Подтвердите подписку',
      confirmIntro: 'Нажмите кнопку, чтобы получать новости Pizza Inn на свой адрес.',
      confirm: 'Подтвердить подписку',
      confirmed: 'Спасибо! Подписка подтверждена.',
      noToken: 'Эту страницу нужно открыть по ссылке из письма с подтверждением. Откройте ссылку из письма.',
      toMenu: 'Посмотреть меню',
    },
    emailConfirm: {
      title: 'Подтвердите новый адрес электронной почты',
      intro: 'Нажмите кнопку, чтобы входить с этим адресом.',
      confirm: 'Подтвердить новый адрес',
      confirmed: 'Готово! Теперь вы входите с новым адресом электронной почты.',
      noToken: 'Эту страницу нужно открыть по ссылке из письма с подтверждением. Откройте ссылку из письма.',
      toProfile: 'Вернуться в профиль',
      signIn: 'Войти',
    },
  },
  tr: {
    newsletter: {
      unsubscribeTitle: 'Pizza Inn haberlerinden abonelikten çıkın',
      unsubscribeIntro: 'Düğmeye basın, adresinize artık haber göndermeyeceğiz.',
      unsubscribeButton: 'Abonelikten çık',
      unsubscribed: 'Tamam. Size artık haber göndermeyeceğiz.',
      confirmTitle: 'Aboneliğinizi onaylayın',
      confirmIntro: 'Pizza Inn haberlerini adresinize almaya başlamak için düğmeye basın.',
      confirm: 'Aboneliğimi onayla',
      confirmed: 'Teşekkürler! Aboneliğiniz onaylandı.',
      noToken: 'Bu sayfa onay e-postasındaki bağlantıyla açılmalıdır. Lütfen e-postanızdaki bağlantıyı açın.',
      toMenu: 'Menüye bak',
    },
    emailConfirm: {
      title: 'Yeni e-postanızı onaylayın',
      intro: 'Bundan sonra bu e-postayla giriş yapmak için düğmeye basın.',
      confirm: 'Yeni e-postayı onayla',
      confirmed: 'Tamam! Artık yeni e-postanızla giriş yapıyorsunuz.',
      noToken: 'Bu sayfa onay e-postasındaki bağlantıyla açılmalıdır. Lütfen e-postanızdaki bağlantıyı açın.',
      toProfile: 'Profilime dön',
      signIn: 'Giriş yap',
    },
  },
};
