import i18next, { type TFunction } from 'i18next';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { renderMail } from './mail-layout';
import az from './texts/az';
import en from './texts/en';
import ru from './texts/ru';
import tr from './texts/tr';

export const MAIL_TEXTS = { az, en, ru, tr } as const;

const mailI18n = i18next.createInstance();
void mailI18n.init({
  resources: Object.fromEntries(SUPPORTED_LANGUAGES.map((lang) => [lang, { mail: MAIL_TEXTS[lang] }])),
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: false,
  initAsync: false,
  // The layout escapes every text it puts into HTML.
  interpolation: { escapeValue: false },
});

/** The e-mails' texts in one language (i18next, the site's own library, for interpolation and plurals). */
export function mailT(language: Language): TFunction<'mail'> {
  return mailI18n.getFixedT(language, 'mail');
}

/** A message in the reader's language with the common greeting, signature and footer around its own parts. */
export function composeMail(
  language: Language,
  site: string,
  parts: { subject: string; paragraphs: string[]; lines?: string[]; action?: { label: string; url: string }; after?: string[] },
  reader: 'diner' | 'staff' = 'diner',
): { subject: string; text: string; html: string } {
  const t = mailT(language);
  // a diner is told why the e-mail came; the restaurant's own messages say they are the site's
  const footer = reader === 'staff' ? t('common.staffFooter', { site: new URL(site).host }) : t('common.footer', { site: new URL(site).host });
  return renderMail({ ...parts, language, greeting: t('common.greeting'), signature: t('common.signature'), footer });
}

/**
 * Every e-mail about the newsletter goes through here: an unsubscribe link at its end and the List-Unsubscribe and
 * List-Unsubscribe-Post headers (RFC 8058), so a mail client's own button unsubscribes in one click.
 */
export function newsletterMail(
  site: string,
  reader: { language: Language; unsubscribeToken: string },
  parts: Parameters<typeof composeMail>[2],
): { subject: string; text: string; html: string; headers: Record<string, string> } {
  const t = mailT(reader.language);
  const page = `${site}/${reader.language}/newsletter/unsubscribe?token=${reader.unsubscribeToken}`;
  const oneClick = `${site}/api/contact/unsubscribe?token=${reader.unsubscribeToken}`;
  const mail = composeMail(reader.language, site, { ...parts, after: [...(parts.after ?? []), `${t('newsletter.unsubscribe')}: ${page}`] });
  return { ...mail, headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
}
