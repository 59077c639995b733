import { useTranslation, useLocation, useNavigate, LANGUAGE_DISPLAY, isLanguage, switchLanguagePath, type Language } from 'shared-lib';

/** SPEC 2.1, 3: switching changes the URL prefix (same page), stores the choice and the interface language. */
export function LanguageSwitcher({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language.switcherLabel')}</span>
      <select
        aria-label={t('language.switcherLabel')}
        value={lang}
        onChange={(e) => {
          const next = e.target.value;
          if (isLanguage(next)) navigate(switchLanguagePath(location.pathname, next) + location.search + location.hash);
        }}
      >
        {LANGUAGE_DISPLAY.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.flag} {l.name}
          </option>
        ))}
      </select>
    </label>
  );
}
