import { useEffect } from 'react';
import { useTranslation, useLocation, useNavigate, type UserDto } from 'shared-lib';
import { LANGUAGE_DISPLAY, isLanguage, type Language } from 'shared-lib/domain';
import { staffApi } from '../server-state/staff-api';

type Location = ReturnType<typeof useLocation>;

/**
 * The staff area's language (issue 36): a switch remembered per person. The area itself stays at /admin/... (SPEC 6.1);
 * a language is opened through `/{lang}/admin/...`, which the shell stores and applies, as the storefront's switch does
 * with its prefix. A member of staff who chose a language gets it wherever they sign in.
 */
export function StaffLanguage({ lang, user }: { lang: Language; user: UserDto }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const location = useLocation();
  const [chooseLanguage] = staffApi.useChooseLanguageMutation();
  const remembered = user.language;
  useEffect(() => {
    if (remembered && remembered !== lang) openIn(navigate, location, remembered);
  }, [remembered, lang, navigate, location]);
  return (
    <label className="admin-language">
      <span>{t('language')}</span>
      <select
        value={lang}
        onChange={(e) => {
          const next = e.target.value;
          if (!isLanguage(next) || next === lang) return;
          void chooseLanguage({ user, language: next });
          openIn(navigate, location, next);
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

/** The same page of the staff area in `language` (through the shell's `/{lang}/admin/...`). */
function openIn(navigate: ReturnType<typeof useNavigate>, location: Location, language: Language): void {
  void navigate(`/${language}${location.pathname}${location.search}${location.hash}`, { replace: true, state: location.state as unknown });
}
