import { useTranslation, useLocation, useNavigate } from 'shared-lib';
import { LANGUAGE_DISPLAY, isLanguage, switchLanguagePath, type Language } from 'shared-lib/domain';
import { LanguageFlag } from './language-flag';

/**
 * SPEC 2.1, 3: switching changes the URL prefix (same page), stores the choice and the interface language.
 * A native select (the phone's own picker, keyboard and screen readers for free), with the current language's flag.
 */
export function LanguageSwitcher({ lang, className = '' }: { lang: Language; className?: string }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  const current = LANGUAGE_DISPLAY.find((l) => l.code === lang) ?? LANGUAGE_DISPLAY[0]!;
  return (
    <label className={`language-switcher ${className}`}>
      <LanguageFlag country={current.country} />
      <span className="visually-hidden">{t('language.switcherLabel')}</span>
      <select
        aria-label={t('language.switcherLabel')}
        value={lang}
        onChange={(e) => {
          const next = e.target.value;
          if (isLanguage(next)) void navigate(switchLanguagePath(location.pathname, next) + location.search + location.hash);
        }}
      >
        {LANGUAGE_DISPLAY.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
