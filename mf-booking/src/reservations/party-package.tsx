import { useEffect } from 'react';
import { useTranslation } from 'shared-lib';
import { formatMoney, type Language } from 'shared-lib/domain';
import { menuReads } from 'shared-lib/server-state';

/**
 * The birthday package a party is booked for ('Book a party' on the birthday menu), named in the page's language: the
 * address carries its slug, which no diner should read. The name comes from the page's menu cache (the same read as
 * the birthday menu's), so a party booked from that menu asks nothing more. Loaded with such a booking only.
 * The party starts at the package's smallest group (a Super-party is 10-25 children, not 2), and the price estimate
 * follows the party size.
 */
export default function PartyPackage({
  slug,
  lang,
  guests,
  onGroup,
}: {
  slug: string;
  lang: Language;
  guests: number;
  onGroup: (range: { min: number; max: number }) => void;
}) {
  const { t } = useTranslation('booking');
  const { data } = menuReads.useBirthdayPackagesQuery({ lang });
  const party = data?.find((p) => p.slug === slug);
  const min = party?.minChildren;
  const max = party?.maxChildren;
  useEffect(() => {
    if (min !== undefined && max !== undefined) onGroup({ min, max });
  }, [min, max, onGroup]);
  if (!party) return null;
  const perChild = Number(party.pricePerChild);
  return (
    <div className="booking-party">
      <p>{t('partyPackage', { name: party.name })}</p>
      <p data-testid="party-estimate">{t('partyEstimate', { count: guests, total: formatMoney(perChild * guests), price: formatMoney(perChild) })}</p>
      <p className="booking-note">{t('partyGroup', { min: party.minChildren, max: party.maxChildren })}</p>
    </div>
  );
}
