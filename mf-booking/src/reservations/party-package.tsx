import { useTranslation, type Language } from 'shared-lib';
import { menuReads } from 'shared-lib/server-state';

/**
 * The birthday package a party is booked for ('Book a party' on the birthday menu), named in the page's language: the
 * address carries its slug, which no diner should read. The name comes from the page's menu cache (the same read as
 * the birthday menu's), so a party booked from that menu asks nothing more. Loaded with such a booking only.
 */
export default function PartyPackage({ slug, lang }: { slug: string; lang: Language }) {
  const { t } = useTranslation('booking');
  const { data } = menuReads.useBirthdayPackagesQuery({ lang });
  const name = data?.find((p) => p.slug === slug)?.name;
  return name ? <p className="booking-party">{t('partyPackage', { name })}</p> : null;
}
