import type { MailTexts } from './en';

const az: MailTexts = {
  common: {
    greeting: 'Salam,',
    signature: 'Pizza Inn, Bakı',
    footer: 'Bu məktubu ona görə alırsınız ki, bu ünvan {{site}} saytında göstərilib.',
  },
  newsletterConfirm: {
    subject: 'Pizza Inn xəbərlərinə abunəliyinizi təsdiqləyin',
    body: 'Kimsə, ümid edirik ki, siz, Pizza Inn xəbərlərini bu ünvana almaq istəyib. Zəhmət olmasa, aşağıdakı düymə ilə təsdiqləyin; o vaxta qədər sizə başqa heç nə göndərmirik.',
    button: 'Abunəliyimi təsdiqlə',
    ignore: 'Əgər bu siz deyilsinizsə, bu məktubu nəzərə almayın: ünvan əlavə olunmayacaq.',
  },
};

export default az;
