import { AZ, RU, TR, US } from 'country-flag-icons/react/3x2';
import type { LanguageDisplay } from 'shared-lib/domain';

const FLAGS = { AZ, RU, TR, US } as const;

/** SPEC 3's flags as SVG (country-flag-icons): emoji flags show as two letters on Windows. Decorative: the name is beside it. */
export function LanguageFlag({ country }: { country: LanguageDisplay['country'] }) {
  const Flag = FLAGS[country];
  return <Flag className="language-flag" aria-hidden="true" focusable="false" />;
}
