import { useState, type FormEvent } from 'react';
import { apiErrorText, fieldErrorTexts, useTranslation, type DeliveryZoneDto } from 'shared-lib';
import { DELIVERY_ZONE_LIMITS, formatDecimal, parseMoneyInput, type LatLng, type Language } from 'shared-lib/domain';
import { useDeliveryZonesQuery } from 'shared-lib/server-state';
import { Field } from '../layout/field';
import { useUnsavedWarning } from '../layout/use-unsaved-warning';
import { staffApi } from '../server-state/staff-api';
import { ZonesMap } from './zones-map';

/** A zone as the manager edits it: numbers as typed, the drawn area as its points. */
export interface ZoneDraft {
  name: string;
  kind: 'radius' | 'polygon';
  radiusKm: string;
  ring: LatLng[];
  fee: string;
  minOrder: string;
  travelMinutes: string;
}

/** A zone as the API gives it, its numbers written the page language's way ("2,00" in az, ru and tr). */
const toDraft = (zone: DeliveryZoneDto, lang: Language): ZoneDraft => ({
  name: zone.name,
  kind: zone.area.kind,
  radiusKm: formatDecimal(zone.area.kind === 'radius' ? zone.area.radiusKm : 3, lang),
  ring: zone.area.kind === 'polygon' ? zone.area.ring : [],
  fee: formatDecimal(Number(zone.fee), lang, 2),
  minOrder: formatDecimal(Number(zone.minOrder), lang, 2),
  travelMinutes: String(zone.travelMinutes),
});

/** A number as staff type it, with a comma or a point (NaN when it is none). */
const typedNumber = (text: string) => (/^\s*\d+([.,]\d+)?\s*$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN);

/**
 * MANAGER and up (/admin/delivery): the restaurant's delivery zones on a map, each a distance from the restaurant or an
 * area drawn corner by corner, with its fee, smallest order and travel time, in the order they are tried (the first
 * holding a diner's pin prices the delivery). The API checks every field again and says what is wrong with each.
 */
export function DeliveryZonesPage() {
  const { t, i18n } = useTranslation(['admin', 'vocabulary']);
  const lang = i18n.language as Language;
  const { currentData, isError, refetch } = useDeliveryZonesQuery();
  const [saveZones, { isLoading: saving }] = staffApi.useSaveDeliveryZonesMutation();
  const [draft, setDraft] = useState<ZoneDraft[] | null>(null);
  const [selected, setSelected] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [dirty, setDirty] = useState(false);
  useUnsavedWarning(dirty);
  // the zones as read, until the manager changes them (adjusted while rendering, as React's docs show)
  if (draft === null && currentData) setDraft(currentData.zones.map((z) => toDraft(z, lang)));

  if (isError && !currentData)
    return (
      <section>
        <h1>{t('section.delivery')}</h1>
        <p className="admin-card" role="alert">
          {t('loadError')}{' '}
          <button type="button" className="admin-secondary" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </p>
      </section>
    );
  if (!currentData || !draft)
    return (
      <section>
        <h1>{t('section.delivery')}</h1>
        <p className="admin-card" role="status">
          {t('delivery.loading')}
        </p>
      </section>
    );

  const change = (next: ZoneDraft[]) => {
    setDraft(next);
    setDirty(true);
    setMessage('');
  };
  const edit = (i: number, patch: Partial<ZoneDraft>) => change(draft.map((z, j) => (j === i ? { ...z, ...patch } : z)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...draft];
    const [zone] = next.splice(i, 1);
    next.splice(i + by, 0, zone!);
    change(next);
    setSelected(i + by);
  };
  const addPoint = (at: LatLng) => {
    const zone = draft[selected];
    if (zone?.kind === 'polygon' && zone.ring.length < DELIVERY_ZONE_LIMITS.ringPoints.max) edit(selected, { ring: [...zone.ring, at] });
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    // what can be told here is told here; the API says the rest (a crossing area, limits) field by field
    const found: Record<string, string> = {};
    draft.forEach((z, i) => {
      if (!z.name.trim()) found[`zones.${i}.name`] = t('delivery.nameError');
      if (z.kind === 'radius' && Number.isNaN(typedNumber(z.radiusKm))) found[`zones.${i}.area.radiusKm`] = t('delivery.numberError');
      if (parseMoneyInput(z.fee) === null) found[`zones.${i}.fee`] = t('delivery.moneyError');
      if (parseMoneyInput(z.minOrder) === null) found[`zones.${i}.minOrder`] = t('delivery.moneyError');
      if (!/^\s*\d+\s*$/.test(z.travelMinutes)) found[`zones.${i}.travelMinutes`] = t('delivery.numberError');
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return setMessage(t('settings.fixFields'));
    try {
      const saved = await saveZones({
        zones: draft.map((z) => ({
          name: z.name.trim(),
          area: z.kind === 'radius' ? { kind: 'radius' as const, radiusKm: typedNumber(z.radiusKm) } : { kind: 'polygon' as const, ring: z.ring },
          fee: parseMoneyInput(z.fee)!,
          minOrder: parseMoneyInput(z.minOrder)!,
          travelMinutes: Number(z.travelMinutes),
        })),
      }).unwrap();
      setDraft(saved.zones.map((z) => toDraft(z, lang)));
      setDirty(false);
      setMessage(t('saved'));
    } catch (error) {
      const fields = fieldErrorTexts(error);
      setErrors(fields);
      setMessage(Object.keys(fields).length > 0 ? t('settings.fixFields') : apiErrorText(error, t('loadError')));
    }
  };

  const current = draft[selected];
  return (
    <section>
      <h1>{t('section.delivery')}</h1>
      <p className="admin-muted">{t('delivery.intro')}</p>
      <div className="admin-zones">
        <ZonesMap restaurant={currentData.restaurant} zones={draft} selected={selected} onPoint={addPoint} />
        {current?.kind === 'polygon' && (
          <p className="admin-zones-drawing" role="status" data-testid="zone-drawing">
            {t('delivery.drawHint', { zone: current.name || t('delivery.zone', { n: selected + 1 }) })} {t('delivery.points', { count: current.ring.length })}{' '}
            <button
              type="button"
              className="admin-secondary"
              disabled={current.ring.length === 0}
              onClick={() => edit(selected, { ring: current.ring.slice(0, -1) })}
            >
              {t('delivery.undoPoint')}
            </button>{' '}
            <button type="button" className="admin-secondary" disabled={current.ring.length === 0} onClick={() => edit(selected, { ring: [] })}>
              {t('delivery.clearPoints')}
            </button>
          </p>
        )}
      </div>
      <form className="admin-form" noValidate onSubmit={save}>
        {draft.length === 0 && <p className="admin-card">{t('delivery.none')}</p>}
        <ol className="admin-zone-list">
          {draft.map((zone, i) => {
            const id = (field: string) => `zone-${i}-${field}`;
            return (
              <li key={i} className={`admin-card admin-zone${i === selected ? ' is-selected' : ''}`} data-testid="zone">
                <h2>
                  <span className="admin-zone-swatch" data-zone={i} aria-hidden="true" /> {t('delivery.zone', { n: i + 1 })}
                  {zone.name && ` · ${zone.name}`}
                </h2>
                <button type="button" className="admin-secondary" aria-pressed={i === selected} onClick={() => setSelected(i)}>
                  {t('delivery.showOnMap')}
                </button>
                <Field id={id('name')} label={t('delivery.name')} error={errors[`zones.${i}.name`]}>
                  {(p) => <input {...p} maxLength={60} value={zone.name} data-user-text onChange={(e) => edit(i, { name: e.target.value })} />}
                </Field>
                <fieldset className="admin-field">
                  <legend>{t('delivery.kind')}</legend>
                  {(['radius', 'polygon'] as const).map((kind) => (
                    <label key={kind} className="admin-inline">
                      <input
                        type="radio"
                        name={id('kind')}
                        checked={zone.kind === kind}
                        onChange={() => {
                          edit(i, { kind });
                          setSelected(i);
                        }}
                      />{' '}
                      {t(`delivery.kinds.${kind}`)}
                    </label>
                  ))}
                </fieldset>
                {zone.kind === 'radius' ? (
                  <Field id={id('radius')} label={t('delivery.radiusKm')} error={errors[`zones.${i}.area.radiusKm`]}>
                    {(p) => <input {...p} inputMode="decimal" value={zone.radiusKm} onChange={(e) => edit(i, { radiusKm: e.target.value })} />}
                  </Field>
                ) : (
                  errors[`zones.${i}.area.ring`] && (
                    <p className="admin-error" role="alert">
                      {errors[`zones.${i}.area.ring`]}
                    </p>
                  )
                )}
                <Field id={id('fee')} label={t('delivery.fee')} error={errors[`zones.${i}.fee`]}>
                  {(p) => <input {...p} inputMode="decimal" value={zone.fee} onChange={(e) => edit(i, { fee: e.target.value })} />}
                </Field>
                <Field id={id('min')} label={t('delivery.minOrder')} error={errors[`zones.${i}.minOrder`]}>
                  {(p) => <input {...p} inputMode="decimal" value={zone.minOrder} onChange={(e) => edit(i, { minOrder: e.target.value })} />}
                </Field>
                <Field id={id('travel')} label={t('delivery.travelMinutes')} error={errors[`zones.${i}.travelMinutes`]}>
                  {(p) => <input {...p} inputMode="numeric" value={zone.travelMinutes} onChange={(e) => edit(i, { travelMinutes: e.target.value })} />}
                </Field>
                <p className="admin-actions">
                  <button type="button" className="admin-secondary" disabled={i === 0} onClick={() => move(i, -1)}>
                    {t('delivery.moveUp')}
                  </button>
                  <button type="button" className="admin-secondary" disabled={i === draft.length - 1} onClick={() => move(i, 1)}>
                    {t('delivery.moveDown')}
                  </button>
                  <button
                    type="button"
                    className="admin-secondary admin-danger-text"
                    onClick={() => {
                      change(draft.filter((_, j) => j !== i));
                      setSelected(0);
                    }}
                  >
                    {t('delivery.remove')}
                  </button>
                </p>
              </li>
            );
          })}
        </ol>
        <p className="admin-actions">
          {draft.length < DELIVERY_ZONE_LIMITS.zones && (
            <button
              type="button"
              className="admin-secondary"
              onClick={() => {
                change([
                  ...draft,
                  {
                    name: '',
                    kind: 'polygon',
                    radiusKm: formatDecimal(3, lang),
                    ring: [],
                    fee: formatDecimal(5, lang, 2),
                    minOrder: formatDecimal(20, lang, 2),
                    travelMinutes: '40',
                  },
                ]);
                setSelected(draft.length);
              }}
            >
              {t('delivery.add')}
            </button>
          )}
          <button type="submit" className="admin-button" disabled={saving}>
            {t('save')}
          </button>
        </p>
        {message && (
          <p className="admin-message" role="status">
            {message}
          </p>
        )}
      </form>
    </section>
  );
}
