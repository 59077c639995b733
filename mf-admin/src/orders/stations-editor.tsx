import { useTranslation } from 'shared-lib';
import { SUPPORTED_LANGUAGES, type KitchenStation, type Language } from 'shared-lib/domain';
import type { AdminCategory } from '../menu/admin-menu';
import { textIn } from '../menu/admin-menu';

/**
 * The kitchen's stations in the manager's settings (/admin/hours): each has a short id, a name in the four languages
 * and the menu categories it makes. A category is at one station at most (ticking it moves it); a category no station
 * lists goes to the first. At least one station remains.
 */
export function StationsEditor({
  stations,
  categories,
  errors,
  onChange,
}: {
  stations: KitchenStation[];
  categories: AdminCategory[] | undefined;
  errors: Record<string, string>;
  onChange: (stations: KitchenStation[]) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const set = (index: number, station: KitchenStation) => onChange(stations.map((s, i) => (i === index ? station : s)));
  const toggle = (index: number, slug: string, on: boolean) =>
    onChange(
      stations.map((s, i) => ({
        ...s,
        categories: i === index ? (on ? [...s.categories, slug] : s.categories.filter((c) => c !== slug)) : s.categories.filter((c) => !on || c !== slug),
      })),
    );
  return (
    <div className="admin-stations" data-testid="stations-editor">
      {stations.map((station, index) => (
        <fieldset key={index} className="admin-station" data-testid={`station-${index}`}>
          <legend>{station.name[lang] || station.id || t('settings.newStation')}</legend>
          <div className="admin-field">
            <label htmlFor={`station-${index}-id`}>{t('settings.stationId')}</label>
            <input
              id={`station-${index}-id`}
              value={station.id}
              maxLength={32}
              aria-invalid={errors[`stations.${index}.id`] ? true : undefined}
              onChange={(e) => set(index, { ...station, id: e.target.value.toLowerCase() })}
            />
            {errors[`stations.${index}.id`] && <p className="admin-error">{errors[`stations.${index}.id`]}</p>}
          </div>
          {SUPPORTED_LANGUAGES.map((l) => (
            <div key={l} className="admin-field">
              <label htmlFor={`station-${index}-name-${l}`}>{t('settings.stationName', { lang: t(`languageNames.${l}`) })}</label>
              <input
                id={`station-${index}-name-${l}`}
                value={station.name[l]}
                maxLength={40}
                aria-invalid={errors[`stations.${index}.name.${l}`] ? true : undefined}
                onChange={(e) => set(index, { ...station, name: { ...station.name, [l]: e.target.value } })}
              />
              {errors[`stations.${index}.name.${l}`] && <p className="admin-error">{errors[`stations.${index}.name.${l}`]}</p>}
            </div>
          ))}
          {categories && (
            <div className="admin-field">
              <span>{index === 0 ? t('settings.stationCategoriesFirst') : t('settings.stationCategories')}</span>
              <div className="admin-checks">
                {categories.map((c) => (
                  <label key={c.slug}>
                    <input type="checkbox" checked={station.categories.includes(c.slug)} onChange={(e) => toggle(index, c.slug, e.target.checked)} />{' '}
                    {textIn(c.name, lang)}
                  </label>
                ))}
              </div>
              {errors[`stations.${index}.categories`] && <p className="admin-error">{errors[`stations.${index}.categories`]}</p>}
            </div>
          )}
          {stations.length > 1 && (
            <button type="button" className="admin-secondary" onClick={() => onChange(stations.filter((_, i) => i !== index))}>
              {t('settings.removeStation', { station: station.name[lang] || station.id })}
            </button>
          )}
        </fieldset>
      ))}
      {stations.length < 8 && (
        <button
          type="button"
          className="admin-secondary"
          onClick={() => onChange([...stations, { id: '', name: { az: '', en: '', ru: '', tr: '' }, categories: [] }])}
        >
          {t('settings.addStation')}
        </button>
      )}
    </div>
  );
}
