import { useState } from 'react';
import { useTranslation, apiErrorText, fieldErrorTexts } from 'shared-lib';
import { formatMoney, parseMoneyInput, SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { menuApi } from '../server-state/menu-api';
import { textIn, type AdminCategory, type AdminItem, type Texts } from './admin-menu';
import { ItemEditor } from './item-editor';

type Ask = { title: string; text: string; confirm: string; run: () => Promise<unknown> };

/** One item: price (a comma or a point), sold out at one tap, featured, order, and its editor, copy and delete. */
function ItemRow({ item, lang, onMove, ask }: { item: AdminItem; lang: Language; onMove: (delta: -1 | 1) => void; ask: (a: Ask) => void }) {
  const { t } = useTranslation('admin');
  const [updateItem] = menuApi.useUpdateMenuItemMutation();
  const [duplicateItem] = menuApi.useDuplicateMenuItemMutation();
  const [deleteItem] = menuApi.useDeleteMenuItemMutation();
  const shown = item.price.replace('.', lang === 'en' ? '.' : ',');
  const [price, setPrice] = useState(shown);
  // The saved price as the server keeps it ("16,9" typed becomes "16,90"), whenever it changes.
  const [savedShown, setSavedShown] = useState(shown);
  if (shown !== savedShown) {
    setSavedShown(shown);
    setPrice(shown);
  }
  const [error, setError] = useState('');
  const [status, setStatus] = useState('');
  const name = textIn(item.name, lang);
  const patch = async (changes: Record<string, unknown>) => {
    setStatus('');
    try {
      await updateItem({ id: item.id, changes }).unwrap();
      setError('');
      setStatus(t('saved'));
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
        <input
          id={priceId}
          value={price}
          inputMode="decimal"
          size={7}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${priceId}-error` : undefined}
          onChange={(e) => setPrice(e.target.value)}
        />
        <button type="button" className="admin-button" onClick={savePrice}>
          {t('save')}
        </button>
        <button
          type="button"
          className={item.available ? 'admin-secondary' : 'admin-button admin-danger'}
          aria-pressed={!item.available}
          onClick={() => void patch({ available: !item.available })}
        >
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
        <ItemEditor item={item} />
      </details>
      <p className="admin-actions">
        <button type="button" className="admin-secondary" onClick={() => void duplicateItem(item.id)}>
          {t('menu.duplicate', { item: name })}
        </button>
        <button
          type="button"
          className="admin-secondary admin-danger-text"
          onClick={() =>
            ask({
              title: t('menu.deleteItemTitle', { item: name }),
              text: t('menu.deleteItemText'),
              confirm: t('menu.deleteItemYes'),
              run: () => deleteItem(item.id).unwrap(),
            })
          }
        >
          {t('menu.deleteItem', { item: name })}
        </button>
      </p>
    </li>
  );
}

/** Names in the four languages, for a new item or category or a renamed one. */
function NamesForm({ initial, submit, label, onDone }: { initial: Texts; submit: (names: Texts) => Promise<unknown>; label: string; onDone?: () => void }) {
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
              onDone?.();
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

function NewItemForm({ category, lang }: { category: AdminCategory; lang: Language }) {
  const { t } = useTranslation('admin');
  const [createItem] = menuApi.useCreateMenuItemMutation();
  const [slug, setSlug] = useState('');
  const [price, setPrice] = useState('');
  const [names, setNames] = useState<Texts>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const parsed = parseMoneyInput(price);
    if (parsed === null) return setErrors({ price: t('menu.priceError') });
    try {
      await createItem({ categoryId: category.id, slug, price: parsed, name: names, description: { az: names.az ?? '' }, available: false }).unwrap();
      setSlug('');
      setPrice('');
      setNames({});
      setErrors({});
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
  // Staff need what is true now: the menu opened again shows its last answer and asks again.
  const data = menuApi.useMenuOverviewQuery({ menu }, { refetchOnMountOrArgChange: true });
  const [updateItem] = menuApi.useUpdateMenuItemMutation();
  const [updateCategory] = menuApi.useUpdateCategoryMutation();
  const [deleteCategory] = menuApi.useDeleteCategoryMutation();
  const [createCategory] = menuApi.useCreateCategoryMutation();
  // Two rows trade places: both orders written, then the menu is read again once (both mutations invalidate it).
  const swap = async (
    update: typeof updateItem | typeof updateCategory,
    a: { id: number } | undefined,
    b: { id: number } | undefined,
    index: number,
    delta: -1 | 1,
  ) => {
    if (!a || !b) return;
    await update({ id: a.id, changes: { sortOrder: index + delta } });
    await update({ id: b.id, changes: { sortOrder: index } });
  };
  const run = (a: Ask) =>
    a.run().then(
      () => setNotice(''),
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
            <button type="button" className="admin-secondary" onClick={() => void updateCategory({ id: c.id, changes: { visible: !c.visible } })}>
              {c.visible ? t('menu.hideCategory') : t('menu.showCategory')}
            </button>
            <button
              type="button"
              className="admin-secondary"
              aria-label={t('menu.moveUp', { item: textIn(c.name, lang) })}
              onClick={() => void swap(updateCategory, c, data.data?.[ci - 1], ci, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="admin-secondary"
              aria-label={t('menu.moveDown', { item: textIn(c.name, lang) })}
              onClick={() => void swap(updateCategory, c, data.data?.[ci + 1], ci, 1)}
            >
              ↓
            </button>
            <button
              type="button"
              className="admin-secondary admin-danger-text"
              onClick={() =>
                setAsking({
                  title: t('menu.deleteCategoryTitle', { category: textIn(c.name, lang) }),
                  text: t('menu.deleteCategoryText'),
                  confirm: t('menu.deleteCategoryYes'),
                  run: () => deleteCategory(c.id).unwrap(),
                })
              }
            >
              {t('menu.deleteCategory', { category: textIn(c.name, lang) })}
            </button>
          </p>
          <details className="admin-new">
            <summary>{t('menu.renameCategory')}</summary>
            <NamesForm initial={c.name} label={t('save')} submit={(name) => updateCategory({ id: c.id, changes: { name } }).unwrap()} />
          </details>
          <ul className="admin-list">
            {c.items.map((item, i) => (
              <ItemRow key={item.id} item={item} lang={lang} ask={setAsking} onMove={(d) => void swap(updateItem, item, c.items[i + d], i, d)} />
            ))}
          </ul>
          <NewItemForm category={c} lang={lang} />
        </section>
      ))}
      <details className="admin-card admin-new">
        <summary>{t('menu.newCategory')}</summary>
        <NewCategory menu={menu} count={data.data?.length ?? 0} create={createCategory} />
      </details>
      {asking && (
        <ConfirmDialog
          title={asking.title}
          text={asking.text}
          confirm={asking.confirm}
          keep={t('menu.keep')}
          onConfirm={() => void run(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </section>
  );
}

function NewCategory({ menu, count, create }: { menu: 'main' | 'mokaland'; count: number; create: ReturnType<typeof menuApi.useCreateCategoryMutation>[0] }) {
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
        submit={(name) => create({ menu, slug, name, sortOrder: count }).unwrap()}
        onDone={() => setSlug('')}
      />
    </>
  );
}
