import type { MailTexts } from './en';

const az: MailTexts = {
  common: {
    greeting: 'Salam,',
    signature: 'Pizza Inn, Bakı',
    footer: 'Bu məktubu ona görə alırsınız ki, bu ünvan {{site}} saytında göstərilib.',
  },
  emailChange: {
    subject: "Pizza Inn üçün yeni e-poçtunuzu təsdiqləyin",
    body: "Bundan sonra Pizza Inn-ə bu ünvanla daxil olmaq istədiniz. Zəhmət olmasa, 24 saat ərzində aşağıdakı düymə ilə təsdiqləyin; o vaxta qədər köhnə ünvanınız qalır.",
    button: "Bu e-poçtu təsdiqlə",
    ignore: "Əgər bu siz deyilsinizsə, bu məktubu nəzərə almayın: heç nə dəyişmir.",
  },
  emailTaken: {
    subject: "Kimsə Pizza Inn-də e-poçtunuzdan istifadə etmək istədi",
    body: "Kimsə başqa bir Pizza Inn hesabını bu ünvana köçürmək istədi, lakin bu ünvanın artıq hesabı var. Heç nə dəyişdirilmədi.",
    ignore: "Əgər bu siz idinizsə, bunun əvəzinə bu ünvanla daxil olun. Əks halda heç nə etməyiniz lazım deyil.",
  },
  registerExisting: {
    subject: "Sizin artıq Pizza Inn hesabınız var",
    body: "Kimsə, bəlkə də siz, bu ünvanla Pizza Inn hesabı yaratmaq istədi. Sizin artıq hesabınız var, ona görə yeni hesab yaradılmadı.",
    button: "Daxil ol",
    ignore: "Əgər bu siz deyildinizsə, heç nə etməyiniz lazım deyil: hesabınız dəyişmədi.",
  },
  newsletterConfirm: {
    subject: 'Pizza Inn xəbərlərinə abunəliyinizi təsdiqləyin',
    body: 'Kimsə, ümid edirik ki, siz, Pizza Inn xəbərlərini bu ünvana almaq istəyib. Zəhmət olmasa, aşağıdakı düymə ilə təsdiqləyin; o vaxta qədər sizə başqa heç nə göndərmirik.',
    button: 'Abunəliyimi təsdiqlə',
    ignore: 'Əgər bu siz deyilsinizsə, bu məktubu nəzərə almayın: ünvan əlavə olunmayacaq.',
  },
};

export default az;
