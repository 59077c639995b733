import { useEffect, useState } from 'react';
import { useTranslation, apiClient, apiErrorText, fieldErrorTexts, formatMoney, parseMoneyInput, SUPPORTED_LANGUAGES, type Language } from 'shared-lib';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { useAdminRead } from '../pages/admin-reads';
import { textIn, type AdminCategory, type AdminItem, type Texts } from './admin-menu';
import { ItemEditor } from './item-editor';

type Ask = { title: string; text: string; confirm: string; run: () => Promise<unknown> };

/** One item: price (a comma or a point), sold out at one tap, featured, order, and its editor, copy and delete. */
function ItemRow({ item, lang, onChanged, onMove, ask }: { item: AdminItem; lang: Language; onChanged: () => void; onMove: (delta: -1 | 1) => void; ask: (a: Ask) => void }) {
  const { t } = useTranslation('admin');
  const shown = item.price.replace('.', lang === 'en' ? '.' : ',');
  const [price, setPrice] = useState(shown);
  // The saved price as the server keeps it ("16,9" typed becomes "16,90").
  useEffect(() => setPrice(shown), [shown]);
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const name = textIn(item.name, lang);
  const patch = async (changes: object) => {
    setStatus('');
    try {
      await apiClient.patch(`/admin/menu/items/${item.id}`, changes);
      setError('');
      setStatus(t('saved'));
      onChanged();
    } catch (e) {
      setError(fieldErrorTexts(e).price ?? apiErrorText(e, t('loadError')));
    }
  };
  const savePrice = () => {
    const parsed = parseMoneyInput(price);
    if (parsed === null) {
      setError(t('menu.priceError'));
      setStatus('');
      return;
    }
    void patch({ price: parsed });
  };
  const priceId = `price-${item.id}`;
  return (
    <li className={`admin-item${item.available ? '' : ' is-sold-out'}`} data-testid={`item-${item.slug}`}>
      <div className="admin-row">
        <span className="admin-row-name">{name}</span>
        {item.missingTranslations.length > 0 && <span className="admin-flag">{t('menu.missing', { fields: item.missingTranslations.join(', ') })}</span>}
        <label htmlFor={priceId} className="admin-visually-hidden">
          {t('menu.price', { item: name })}
        </label>
        <input id={priceId} value={price} inputMode="decimal" size={7} aria-invalid={error ? true : undefined} aria-describedby={error ? `${priceId}-error` : undefined} onChange={(e) => setPrice(e.target.value)} />
        <button type="button" className="admin-button" onClick={savePrice}>
          {t('save')}
        </button>
        <button type="button" className={item.available ? 'admin-secondary' : 'admin-button admin-danger'} aria-pressed={!item.available} onClick={() => void patch({ available: !item.available })}>
          {item.available ? t('menu.markSoldOut') : t('menu.soldOut')}
        </button>
        <label>
          <input type="checkbox" checked={item.featured} onChange={(e) => void patch({ featured: e.target.checked })} /> {t('menu.featured')}
        </label>
        <button type="button" className="admin-secondary" aria-label={t('menu.moveUp', { item: name })} onClick={() => onMove(-1)}>
          ↑
        </button>
        <button type="button" className="admin-secondary" aria-label={t('menu.moveDown', { item: name })} onClick={() => onMove(1)}>
          ↓
        </button>
        <span className="admin-muted">{formatMoney(Number(item.price))}</span>
        {status && <span role="status">{status}</span>}
      </div>
      {error && (
        <p className="admin-error" id={`${priceId}-error`} role="alert">
          {error}
        </p>
      )}
      <details className="admin-new">
        <summary>{t('menu.edit')}</summary>
        <ItemEditor item={item} onSaved={onChanged} />
      </details>
      <p className="admin-actions">
        <button type="button" className="admin-secondary" onClick={() => apiClient.post(`/admin/menu/items/${item.id}/duplicate`).then(onChanged, onChanged)}>
          {t('menu.duplicate', { item: name })}
        </button>
        <button
          type="button"
          className="admin-secondary admin-danger-text"
          onClick={() => ask({ title: t('menu.deleteItemTitle', { item: name }), text: t('menu.deleteItemText'), confirm: t('menu.deleteItemYes'), run: () => apiClient.delete(`/admin/menu/items/${item.id}`) })}
        >
          {t('menu.deleteItem', { item: name })}
        </button>
      </p>
    </li>
  );
}

/** Names in the four languages, for a new item or category or a renamed one. */
function NamesForm({ initial, submit, label, onDone }: { initial: Texts; submit: (names: Texts) => Promise<unknown>; label: string; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [names, setNames] = useState<Texts>(initial);
  const [error, setError] = useState('');
  return (
    <div className="admin-new-form">
      {SUPPORTED_LANGUAGES.map((l) => (
        <label key={l}>
          {t('menu.nameIn', { lang: t(`languageNames.${l}`) })} <input value={names[l] ?? ''} onChange={(e) => setNames({ ...names, [l]: e.target.value })} />
        </label>
      ))}
      <button
        type="button"
        className="admin-button"
        onClick={() =>
          submit(names).then(
            () => {
              setError('');
              onDone();
            },
            (e) => setError(Object.values(fieldErrorTexts(e))[0] ?? apiErrorText(e, t('loadError'))),
          )
        }
      >
        {label}
      </button>
      {error && <p role="alert">{error}</p>}
    </div>
  );
}

function NewItemForm({ category, lang, onSaved }: { category: AdminCategory; lang: Language; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [slug, setSlug] = useState('');
  const [price, setPrice] = useState('');
  const [names, setNames] = useState<Texts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const parsed = parseMoneyInput(price);
    if (parsed === null) return setErrors({ price: t('menu.priceError') });
    try {
      await apiClient.post('/admin/menu/items', { categoryId: category.id, slug, price: parsed, name: names, description: { az: names.az ?? '' }, available: false });
      setSlug('');
      setPrice('');
      setNames({});
      setErrors({});
      onSaved();
    } catch (e) {
      const fields = fieldErrorTexts(e);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: apiErrorText(e, t('loadError')) });
    }
  };
  const error = (key: string) => errors[key] && <p className="admin-error">{errors[key]}</p>;
  return (
    <details className="admin-new">
      <summary>{t('menu.newItem', { category: textIn(category.name, lang) })}</summary>
      <p className="admin-muted">{t('menu.newItemHint')}</p>
      <label>
        {t('menu.slug')} <input value={slug} onChange={(e) => setSlug(e.target.value)} />
      </label>
      {error('slug')}
      {SUPPORTED_LANGUAGES.map((l) => (
        <label key={l}>
          {t('menu.nameIn', { lang: t(`languageNames.${l}`) })} <input value={names[l] ?? ''} onChange={(e) => setNames({ ...names, [l]: e.target.value })} />
        </label>
      ))}
      {error('name.az')}
      <label>
        {t('menu.priceLabel')} <input value={price} inputMode="decimal" onChange={(e) => setPrice(e.target.value)} />
      </label>
      {error('price')}
      <button type="button" className="admin-button" onClick={() => void submit()}>
        {t('menu.add')}
      </button>
      {error('form')}
    </details>
  );
}

/**
 * Both menus for a manager: categories renamed, hidden, ordered or deleted when empty; items priced, sold out at one
 * tap, edited (texts, allergens, photo, options), copied and deleted, every destructive step confirmed.
 */
export function MenuPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [menu, setMenu] = useState<'main' | 'mokaland'>('main');
  const [asking, setAsking] = useState<Ask | null>(null);
  const [notice, setNotice] = useState('');
  const data = useAdminRead<AdminCategory[]>('/admin/menu', { menu });
  const swap = async (path: string, a: { id: number } | undefined, b: { id: number } | undefined, index: number, delta: -1 | 1) => {
    if (!a || !b) return;
    await apiClient.patch(`${path}/${a.id}`, { sortOrder: index + delta });
    await apiClient.patch(`${path}/${b.id}`, { sortOrder: index });
    data.reload();
  };
  const run = (a: Ask) =>
    a.run().then(
      () => {
        setNotice('');
        data.reload();
      },
      (e) => setNotice(apiErrorText(e, t('loadError'))),
    );
  return (
    <section>
      <h1>{t('section.menu')}</h1>
      <div className="admin-toolbar" role="group">
        {(['main', 'mokaland'] as const).map((m) => (
          <button key={m} type="button" className={menu === m ? 'admin-button' : 'admin-secondary'} aria-pressed={menu === m} onClick={() => setMenu(m)}>
            {t(`menu.${m}`)}
          </button>
        ))}
      </div>
      {data.error && <p role="alert">{t('loadError')}</p>}
      {notice && (
        <p role="alert" className="admin-paused">
          {notice}
        </p>
      )}
      {data.data?.map((c, ci) => (
        <section key={c.id} className="admin-card admin-category" data-testid={`category-${c.slug}`}>
          <h2>
            {textIn(c.name, lang)} {!c.visible && <span className="admin-flag">{t('menu.hidden')}</span>}
          </h2>
          {c.missingTranslations.length > 0 && <p className="admin-flag">{t('menu.missing', { fields: c.missingTranslations.join(', ') })}</p>}
          <p className="admin-actions">
            <button type="button" className="admin-secondary" onClick={() => apiClient.patch(`/admin/menu/categories/${c.id}`, { visible: !c.visible }).then(data.reload)}>
              {c.visible ? t('menu.hideCategory') : t('menu.showCategory')}
            </button>
            <button type="button" className="admin-secondary" aria-label={t('menu.moveUp', { item: textIn(c.name, lang) })} onClick={() => void swap('/admin/menu/categories', c, data.data?.[ci - 1], ci, -1)}>
              ↑
            </button>
            <button type="button" className="admin-secondary" aria-label={t('menu.moveDown', { item: textIn(c.name, lang) })} onClick={() => void swap('/admin/menu/categories', c, data.data?.[ci + 1], ci, 1)}>
              ↓
            </button>
            <button
              type="button"
              className="admin-secondary admin-danger-text"
              onClick={() => setAsking({ title: t('menu.deleteCategoryTitle', { category: textIn(c.name, lang) }), text: t('menu.deleteCategoryText'), confirm: t('menu.deleteCategoryYes'), run: () => apiClient.delete(`/admin/menu/categories/${c.id}`) })}
            >
              {t('menu.deleteCategory', { category: textIn(c.name, lang) })}
            </button>
          </p>
          <details className="admin-new">
            <summary>{t('menu.renameCategory')}</summary>
            <NamesForm initial={c.name} label={t('save')} submit={(name) => apiClient.patch(`/admin/menu/categories/${c.id}`, { name })} onDone={data.reload} />
          </details>
          <ul className="admin-list">
            {c.items.map((item, i) => (
              <ItemRow key={item.id} item={item} lang={lang} onChanged={data.reload} ask={setAsking} onMove={(d) => void swap('/admin/menu/items', item, c.items[i + d], i, d)} />
            ))}
          </ul>
          <NewItemForm category={c} lang={lang} onSaved={data.reload} />
        </section>
      ))}
      <details className="admin-card admin-new">
        <summary>{t('menu.newCategory')}</summary>
        <NewCategory menu={menu} count={data.data?.length ?? 0} onDone={data.reload} />
      </details>
      {asking && <ConfirmDialog title={asking.title} text={asking.text} confirm={asking.confirm} keep={t('menu.keep')} onConfirm={() => void run(asking)} onClose={() => setAsking(null)} />}
    </section>
  );
}

function NewCategory({ menu, count, onDone }: { menu: 'main' | 'mokaland'; count: number; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [slug, setSlug] = useState('');
  return (
    <>
      <label>
        {t('menu.slug')} <input value={slug} onChange={(e) => setSlug(e.target.value)} />
      </label>
      <NamesForm
        initial={{}}
        label={t('menu.addCategory')}
        submit={(name) => apiClient.post('/admin/menu/categories', { menu, slug, name, sortOrder: count })}
        onDone={() => {
          setSlug('');
          onDone();
        }}
      />
    </>
  );
}
