import { useEffect, useRef, useState } from 'react';
import { useTranslation, Link, API_BASE_PATH, BIRTHDAY_MENU_PATH, type BirthdayPackageDto } from 'shared-lib';
import { formatMoney, withLanguage, type Language } from 'shared-lib/domain';
import { menuReads } from 'shared-lib/server-state';

export const OPEN_SINCE = 1995;

const NO_PACKAGES: BirthdayPackageDto[] = [];

function Packages({ lang, packages }: { lang: Language; packages: BirthdayPackageDto[] }) {
  const { t } = useTranslation('menu');
  if (packages.length === 0) return null;
  const cheapest = Math.min(...packages.map((p) => Number(p.pricePerChild)));
  const most = Math.max(...packages.map((p) => p.maxChildren));
  return (
    <>
      <section className="menu-party-stats" aria-label={t('birthday.statsTitle')}>
        <h2>{t('birthday.statsTitle')}</h2>
        <ul>
          <li>{t('birthday.statPackages', { count: packages.length })}</li>
          <li>{t('birthday.statChildren', { count: most })}</li>
          <li>{t('birthday.statPrice', { price: formatMoney(cheapest) })}</li>
          <li>{t('birthday.statSince', { year: OPEN_SINCE })}</li>
        </ul>
      </section>
      <section>
        <h2>{t('birthday.featuresTitle')}</h2>
        <div className="menu-grid">
          {packages.map((p) => (
            <article key={p.slug} className="menu-card menu-party">
              <div className="menu-card-body">
                <h3 className="menu-card-title">{p.name}</h3>
                <p className="menu-price">{t('birthday.perChild', { price: formatMoney(Number(p.pricePerChild)) })}</p>
                <p>{t('birthday.children', { min: p.minChildren, max: p.maxChildren })}</p>
                <p className="menu-card-text">{p.description}</p>
                <ul>
                  {p.includes.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
                <Link className="menu-add" to={withLanguage(lang, `/reservations?occasion=birthday&package=${p.slug}`)}>
                  {t('birthday.bookThis', { name: p.name })}
                </Link>
              </div>
            </article>
          ))}
        </div>
      </section>
    </>
  );
}

/** SPEC 2.6, 8.4: the birthday menu document, with loading, error (and Try Again) and loaded states. */
export function BirthdayMenuPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('menu');
  const url = `${API_BASE_PATH}${BIRTHDAY_MENU_PATH}?lang=${lang}`;
  // what the check of the document at this address found; loading until it answers (again after Try Again)
  const [checked, setChecked] = useState<{ url: string; ok: boolean } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const status = checked?.url !== url ? 'loading' : checked.ok ? 'ready' : 'error';
  // the packages of the party menu; none shown while they load or if they cannot
  const packages = menuReads.useBirthdayPackagesQuery({ lang }).currentData ?? NO_PACKAGES;
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    let live = true;
    void fetch(url, { headers: { Accept: 'application/pdf' } })
      .then((res) => res.ok && (res.headers.get('content-type') ?? '').includes('application/pdf'))
      .catch(() => false)
      .then((ok) => live && setChecked({ url, ok }));
    return () => {
      live = false;
    };
  }, [url, attempt]);
  const load = () => {
    setChecked(null);
    setAttempt((n) => n + 1);
  };

  return (
    <section className="menu-page menu-page-mokaland menu-birthday">
      <Link className="menu-link" to={withLanguage(lang, '/mokaland')}>
        ← {t('birthday.backToKids')}
      </Link>
      <header className="menu-hero">
        <h1>{t('birthday.title')}</h1>
        <p>{t('birthday.intro')}</p>
      </header>
      <div className="menu-toolbar">
        <Link className="menu-add" to={withLanguage(lang, '/reservations?occasion=birthday')}>
          {t('birthday.bookParty')}
        </Link>
        <a className="menu-link" href={url} download={`mokaland-birthday-menu-${lang}.pdf`}>
          {t('birthday.download')}
        </a>
        {status === 'ready' && (
          <button type="button" className="menu-tab" onClick={() => void frame.current?.requestFullscreen?.()}>
            {t('birthday.fullscreen')}
          </button>
        )}
      </div>
      {status === 'loading' && (
        <div className="menu-skeleton menu-document" role="status">
          {t('birthday.loading')}
        </div>
      )}
      {status === 'error' && (
        <div className="menu-status" role="alert">
          <h2>{t('birthday.errorTitle')}</h2>
          <p>{t('birthday.errorText')}</p>
          <button type="button" className="menu-add" onClick={load}>
            {t('birthday.tryAgain')}
          </button>
        </div>
      )}
      {status === 'ready' && <iframe ref={frame} className="menu-document" src={url} title={t('birthday.documentTitle')} allowFullScreen />}
      <Packages lang={lang} packages={packages} />
    </section>
  );
}
