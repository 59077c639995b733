import { useRef, useState } from 'react';
import { useTranslation, apiErrorText, fieldErrorText, fieldErrorTexts, loadPageApiErrorTexts, type FieldError } from 'shared-lib';
import { pictureSources, ALLERGENS, DIETARY_TAGS, SUPPORTED_LANGUAGES } from 'shared-lib/domain';
import { checkRequest, updateItemBody } from 'shared-lib/requests';
import type { TFunction } from 'i18next';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { useUnsavedWarning } from '../layout/use-unsaved-warning';
import { menuApi } from '../server-state/menu-api';
import type { AdminItem, AdminOptionGroup, Texts } from './admin-menu';
import { OptionsEditor } from './options-editor';

type TextField = 'name' | 'description' | 'ingredients';

/**
 * One item's texts in four languages, allergens from the fixed list, the photo (upload, preview, removal) and the
 * option groups, saved together; every field says what is wrong with it, and what was typed stays.
 */
/** A fieldset of checkboxes for one kind of tag (allergens, dietary tags), each a 44 px row named in the staff's language. */
function TagChoice<Tag extends string>({
  legend,
  tags,
  nameOf,
  chosen,
  onChange,
}: {
  legend: string;
  tags: readonly Tag[];
  nameOf: (tag: Tag) => string;
  chosen: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset className="admin-allergens">
      <legend>{legend}</legend>
      {tags.map((tag) => (
        <label key={tag}>
          <input
            type="checkbox"
            checked={chosen.includes(tag)}
            onChange={(e) => onChange(e.target.checked ? [...chosen, tag] : chosen.filter((x) => x !== tag))}
          />{' '}
          {nameOf(tag)}
        </label>
      ))}
    </fieldset>
  );
}

/** The editor's words for the schema's field errors: a price and a missing Azerbaijani name its own, the rest the API's. */
function editorErrors(fields: Record<string, FieldError[]>, t: TFunction<['admin', 'vocabulary']>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, [error]]) => {
      if (!error) return [];
      if (/(^|\.)(priceDelta|price)$/.test(path)) return [[path, t('menu.priceError')]];
      if (/(^|\.)name\.az$/.test(path)) return [[path, t('menu.nameRequired')]];
      return [[path, fieldErrorText(error)]];
    }),
  );
}

export function ItemEditor({ item }: { item: AdminItem }) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const [updateItem] = menuApi.useUpdateMenuItemMutation();
  const [uploadPhoto] = menuApi.useUploadItemPhotoMutation();
  const [removePhoto] = menuApi.useRemoveItemPhotoMutation();
  const [texts, setTexts] = useState<Record<TextField, Texts>>({ name: item.name, description: item.description, ingredients: item.ingredients ?? {} });
  const [allergens, setAllergens] = useState<string[]>(item.allergens ?? []);
  const [dietary, setDietary] = useState<string[]>(item.dietary ?? []);
  const [groups, setGroups] = useState<AdminOptionGroup[]>(() =>
    item.customizations.map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, priceDelta: o.priceDelta.replace('.', ',') })) })),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [dirty, setDirty] = useState(false);
  useUnsavedWarning(dirty);
  const edited = () => {
    setDirty(true);
    setStatus('');
  };
  const [image, setImage] = useState(item.image);
  const [uploading, setUploading] = useState(false);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  const photo = image?.includes('/photo-') ?? false;

  const save = async () => {
    // The item's request schema (updateItemBody): what the API refuses is named at its field before anything is sent.
    const checked = checkRequest(updateItemBody, { ...texts, allergens, dietary, customizations: groups });
    if (!checked.ok) {
      await loadPageApiErrorTexts();
      setErrors(editorErrors(checked.fields, t));
      setStatus(t('settings.fixFields'));
      return;
    }
    try {
      await updateItem({ id: item.id, changes: checked.value }).unwrap();
      setErrors({});
      setStatus(t('saved'));
      setDirty(false);
    } catch (error) {
      const fields = fieldErrorTexts(error);
      setErrors(fields);
      setStatus(Object.keys(fields).length > 0 ? t('settings.fixFields') : apiErrorText(error, t('loadError')));
    }
  };
  const upload = async () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    const form = new FormData();
    form.append('image', chosen);
    setUploading(true);
    setErrors({});
    try {
      const saved = await uploadPhoto({ id: item.id, photo: form }).unwrap();
      setImage(saved.image);
      setStatus(t('menu.pictureSaved'));
    } catch (error) {
      setErrors({ image: fieldErrorTexts(error).image ?? apiErrorText(error) });
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };
  const removePicture = async () => {
    try {
      const saved = await removePhoto(item.id).unwrap();
      setImage(saved.image);
      setStatus(t('menu.pictureRemoved'));
    } catch (error) {
      setStatus(apiErrorText(error));
    }
  };
  const textFields = (field: TextField, multiline: boolean) =>
    SUPPORTED_LANGUAGES.map((l) => {
      const id = `item-${item.id}-${field}-${l}`;
      const error = errors[`${field}.${l}`];
      const props = {
        id,
        value: texts[field][l] ?? '',
        'aria-invalid': error ? true : undefined,
        onChange: (e: { target: { value: string } }) => {
          setTexts({ ...texts, [field]: { ...texts[field], [l]: e.target.value } });
          edited();
        },
      };
      return (
        <div key={id} className="admin-field">
          <label htmlFor={id}>{t(`menu.${field}In`, { lang: t(`languageNames.${l}`) })}</label>
          {multiline ? <textarea rows={2} {...props} /> : <input {...props} />}
          {error && <p className="admin-error">{error}</p>}
        </div>
      );
    });
  return (
    <div className="admin-item-editor" data-testid={`editor-${item.slug}`}>
      <section className="admin-picture">
        <h3>{t('menu.picture')}</h3>
        {image && (
          <picture>
            {pictureSources(image).map((s) => (
              <source key={s.type} type={s.type} srcSet={s.srcSet} sizes="240px" />
            ))}
            <img src={image} alt={t('menu.picturePreview', { item: item.name.az ?? item.slug })} width={240} height={180} data-testid="picture-preview" />
          </picture>
        )}
        {/* The browser's own file button would speak the browser's language: a labelled button in the page's instead. */}
        <label className="admin-secondary admin-file">
          {t('menu.pictureUpload')}
          <input
            ref={file}
            className="admin-visually-hidden"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
            onChange={() => void upload()}
            disabled={uploading}
          />
        </label>
        {uploading && <p role="status">{t('menu.uploading')}</p>}
        {errors.image && (
          <p className="admin-error" role="alert">
            {errors.image}
          </p>
        )}
        {photo && (
          <button type="button" className="admin-secondary admin-danger-text" onClick={() => setConfirmRemove(true)}>
            {t('menu.pictureRemove')}
          </button>
        )}
      </section>
      <fieldset>
        <legend>{t('menu.texts')}</legend>
        {textFields('name', false)}
        {textFields('description', true)}
        {textFields('ingredients', true)}
      </fieldset>
      <TagChoice
        legend={t('menu.allergens')}
        tags={ALLERGENS}
        nameOf={(tag) => t(`vocabulary:allergens.${tag}`)}
        chosen={allergens}
        onChange={(next) => {
          setAllergens(next);
          edited();
        }}
      />
      <TagChoice
        legend={t('menu.dietary')}
        tags={DIETARY_TAGS}
        nameOf={(tag) => t(`vocabulary:dietary.${tag}`)}
        chosen={dietary}
        onChange={(next) => {
          setDietary(next);
          edited();
        }}
      />
      <OptionsEditor
        groups={groups}
        onChange={(next) => {
          setGroups(next);
          edited();
        }}
        errors={errors}
        prefix={`item-${item.id}`}
      />
      <p className="admin-actions">
        <button type="button" className="admin-button" onClick={() => void save()}>
          {t('save')}
        </button>
        {status && <span role="status">{status}</span>}
        {dirty && <span className="admin-muted">{t('settings.unsaved')}</span>}
      </p>
      {confirmRemove && (
        <ConfirmDialog
          title={t('menu.pictureRemoveTitle')}
          text={t('menu.pictureRemoveText')}
          confirm={t('menu.pictureRemoveYes')}
          keep={t('menu.keep')}
          onConfirm={() => void removePicture()}
          onClose={() => setConfirmRemove(false)}
        />
      )}
    </div>
  );
}
