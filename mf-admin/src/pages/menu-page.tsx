import { useState } from 'react';
import { useTranslation, apiClient, formatMoney, SUPPORTED_LANGUAGES, type Language, type LocalizedText, apiFailureSummary } from 'shared-lib';
import { useLoad } from './use-load';

interface AdminItem {
  id: number;
  slug: string;
  name: Partial<LocalizedText>;
  description: Partial<LocalizedText>;
  image: string | null;
  customizations: unknown[];
  price: string;
  available: boolean;
  featured: boolean;
  sortOrder: number;
  missingTranslations: string[];
}
interface AdminCategory {
  id: number;
  menu: 'main' | 'mokaland';
  slug: string;
  name: Partial<LocalizedText>;
  visible: boolean;
  missingTranslations: string[];
  items: AdminItem[];
}

const text = (t: Partial<LocalizedText>, lang: Language) => t[lang] || t.az || '';

function ItemRow({ item, lang, onSaved, onMove }: { item: AdminItem; lang: Language; onSaved: () => void; onMove: (delta: -1 | 1) => void }) {
  const { t } = useTranslation('admin');
  const [price, setPrice] = useState(item.price);
  const [saved, setSaved] = useState(false);
  const name = text(item.name, lang);
  const patch = async (changes: object) => {
    await apiClient.patch(`/admin/menu/items/${item.id}`, changes);
    setSaved(true);
    onSaved();
  };
  return (
    <li className="admin-row" data-testid={`item-${item.slug}`}>
      <span className="admin-row-name">{name}</span>
      {item.missingTranslations.length > 0 && <span className="admin-flag">{t('menu.missing', { fields: item.missingTranslations.join(', ') })}</span>}
      <label>
        <span className="admin-visually-hidden">{t('menu.price', { item: name })}</span>
        <input aria-label={t('menu.price', { item: name })} value={price} inputMode="decimal" size={7} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <button type="button" className="admin-button" onClick={() => patch({ price })}>
        {t('save')}
      </button>
      <label>
        <input type="checkbox" checked={item.available} onChange={(e) => patch({ available: e.target.checked })} /> {t('menu.available')}
      </label>
      <label>
        <input type="checkbox" checked={item.featured} onChange={(e) => patch({ featured: e.target.checked })} /> {t('menu.featured')}
      </label>
      <button type="button" className="admin-secondary" aria-label={t('menu.moveUp', { item: name })} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button type="button" className="admin-secondary" aria-label={t('menu.moveDown', { item: name })} onClick={() => onMove(1)}>
        ↓
      </button>
      <span className="admin-muted">{formatMoney(Number(item.price))}</span>
      {saved && <span role="status">{t('saved')}</span>}
      <ItemEditor item={item} onSave={patch} />
    </li>
  );
}

/** Names and descriptions in four languages, the picture and the customisations of one item. */
function ItemEditor({ item, onSave }: { item: AdminItem; onSave: (changes: object) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState<Partial<LocalizedText>>(item.name);
  const [description, setDescription] = useState<Partial<LocalizedText>>(item.description);
  const [image, setImage] = useState(item.image ?? '');
  const [options, setOptions] = useState(JSON.stringify(item.customizations, null, 2));
  const [error, setError] = useState('');
  const save = async () => {
    try {
      const customizations = JSON.parse(options) as unknown[];
      await onSave({ name, description, customizations, ...(image ? { image } : {}) });
      setError('');
    } catch (e) {
      setError(apiFailureSummary(e, t('loadError')));
    }
  };
  return (
    <details className="admin-new">
      <summary>{t('menu.edit')}</summary>
      {SUPPORTED_LANGUAGES.map((l) => (
        <label key={`n-${l}`}>
          {t('menu.nameIn', { lang: l })} <input value={name[l] ?? ''} onChange={(e) => setName({ ...name, [l]: e.target.value })} />
        </label>
      ))}
      {SUPPORTED_LANGUAGES.map((l) => (
        <label key={`d-${l}`}>
          {t('menu.descriptionIn', { lang: l })} <textarea rows={2} value={description[l] ?? ''} onChange={(e) => setDescription({ ...description, [l]: e.target.value })} />
        </label>
      ))}
      <label>
        {t('menu.image')} <input value={image} onChange={(e) => setImage(e.target.value)} />
      </label>
      <label>
        {t('menu.customizations')} <textarea rows={6} value={options} onChange={(e) => setOptions(e.target.value)} />
      </label>
      <button type="button" className="admin-button" onClick={save}>
        {t('save')}
      </button>
      {error && <p role="alert">{error}</p>}
    </details>
  );
}

function NewItemForm({ category, lang, onSaved }: { category: AdminCategory; lang: Language; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const [slug, setSlug] = useState('');
  const [price, setPrice] = useState('');
  const [names, setNames] = useState<Partial<LocalizedText>>({});
  const [error, setError] = useState('');
  const submit = async () => {
    try {
      await apiClient.post('/admin/menu/items', { categoryId: category.id, slug, price, name: names, description: { az: names.az ?? '' } });
      setSlug('');
      setPrice('');
      setNames({});
      setError('');
      onSaved();
    } catch (e) {
      setError(apiFailureSummary(e, t('loadError')));
    }
  };
  return (
    <details className="admin-new">
      <summary>{t('menu.newItem', { category: text(category.name, lang) })}</summary>
      <label>
        {t('menu.slug')} <input value={slug} onChange={(e) => setSlug(e.target.value)} />
      </label>
      {SUPPORTED_LANGUAGES.map((l) => (
        <label key={l}>
          {t('menu.nameIn', { lang: l })} <input value={names[l] ?? ''} onChange={(e) => setNames({ ...names, [l]: e.target.value })} />
        </label>
      ))}
      <label>
        {t('menu.price', { item: '' })} <input value={price} onChange={(e) => setPrice(e.target.value)} />
      </label>
      <button type="button" className="admin-button" onClick={submit}>
        {t('menu.add')}
      </button>
      {error && <p role="alert">{error}</p>}
    </details>
  );
}

/** Both menus: prices, availability, featured, order, new items, categories shown or hidden; missing translations flagged. */
export function MenuPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('admin');
  const [menu, setMenu] = useState<'main' | 'mokaland'>('main');
  const data = useLoad(async () => (await apiClient.get<AdminCategory[]>('/admin/menu', { params: { menu } })).data, [menu]);
  const move = async (category: AdminCategory, index: number, delta: -1 | 1) => {
    const items = [...category.items];
    const other = items[index + delta];
    const item = items[index];
    if (!other || !item) return;
    await apiClient.patch(`/admin/menu/items/${item.id}`, { sortOrder: index + delta });
    await apiClient.patch(`/admin/menu/items/${other.id}`, { sortOrder: index });
    data.reload();
  };
  const moveCategory = async (index: number, delta: -1 | 1) => {
    const list = data.data ?? [];
    const a = list[index];
    const b = list[index + delta];
    if (!a || !b) return;
    await apiClient.patch(`/admin/menu/categories/${a.id}`, { sortOrder: index + delta });
    await apiClient.patch(`/admin/menu/categories/${b.id}`, { sortOrder: index });
    data.reload();
  };
  const [newCategory, setNewCategory] = useState<{ slug: string; name: Partial<LocalizedText> }>({ slug: '', name: {} });
  const [categoryError, setCategoryError] = useState('');
  const createCategory = async () => {
    try {
      await apiClient.post('/admin/menu/categories', { menu, slug: newCategory.slug, name: newCategory.name, sortOrder: data.data?.length ?? 0 });
      setNewCategory({ slug: '', name: {} });
      setCategoryError('');
      data.reload();
    } catch (e) {
      setCategoryError(apiFailureSummary(e, t('loadError')));
    }
  };
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
      {data.data?.map((c, ci) => (
        <section key={c.id} className="admin-card">
          <h2>
            {text(c.name, lang)} {!c.visible && <span className="admin-flag">{t('menu.hidden')}</span>}
          </h2>
          {c.missingTranslations.length > 0 && <p className="admin-flag">{t('menu.missing', { fields: c.missingTranslations.join(', ') })}</p>}
          <p className="admin-actions">
            <button type="button" className="admin-secondary" onClick={() => apiClient.patch(`/admin/menu/categories/${c.id}`, { visible: !c.visible }).then(data.reload)}>
              {c.visible ? t('menu.hideCategory') : t('menu.showCategory')}
            </button>
            <button type="button" className="admin-secondary" aria-label={t('menu.moveUp', { item: text(c.name, lang) })} onClick={() => void moveCategory(ci, -1)}>
              ↑
            </button>
            <button type="button" className="admin-secondary" aria-label={t('menu.moveDown', { item: text(c.name, lang) })} onClick={() => void moveCategory(ci, 1)}>
              ↓
            </button>
          </p>
          <ul className="admin-list">
            {c.items.map((item, i) => (
              <ItemRow key={item.id} item={item} lang={lang} onSaved={data.reload} onMove={(d) => void move(c, i, d)} />
            ))}
          </ul>
          <NewItemForm category={c} lang={lang} onSaved={data.reload} />
        </section>
      ))}
      <details className="admin-card admin-new">
        <summary>{t('menu.newCategory')}</summary>
        <label>
          {t('menu.slug')} <input value={newCategory.slug} onChange={(e) => setNewCategory({ ...newCategory, slug: e.target.value })} />
        </label>
        {SUPPORTED_LANGUAGES.map((l) => (
          <label key={l}>
            {t('menu.nameIn', { lang: l })} <input value={newCategory.name[l] ?? ''} onChange={(e) => setNewCategory({ ...newCategory, name: { ...newCategory.name, [l]: e.target.value } })} />
          </label>
        ))}
        <button type="button" className="admin-button" onClick={createCategory}>
          {t('menu.addCategory')}
        </button>
        {categoryError && <p role="alert">{categoryError}</p>}
      </details>
    </section>
  );
}
