import { useState, type FormEvent } from 'react';
import { useTranslation, type LocalizedText, apiFailureSummary } from 'shared-lib';
import { SUPPORTED_LANGUAGES, type Language } from 'shared-lib/domain';
import { ConfirmDialog } from '../layout/confirm-dialog';
import { staffApi } from '../server-state/staff-api';

export interface AdminImage {
  id: string;
  title: string;
  titles: Partial<LocalizedText>;
  visible: boolean;
  sortOrder: number;
  urls: { thumb: string };
}

/** Upload with progress and titles in four languages; reorder, hide and delete. */
export function GalleryPage() {
  const { t, i18n } = useTranslation('admin');
  // a picture's caption in the staff member's language, else the one the API chose
  const captionOf = (img: AdminImage) => img.titles[i18n.language as Language] || img.title;
  const images = staffApi.useGalleryQuery(undefined, { refetchOnMountOrArgChange: true });
  const [uploadImage] = staffApi.useUploadGalleryImageMutation();
  const [updateImage] = staffApi.useUpdateGalleryImageMutation();
  const [deleteImage] = staffApi.useDeleteGalleryImageMutation();
  const [file, setFile] = useState<File | null>(null);
  const [titles, setTitles] = useState<Partial<LocalizedText>>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [deleting, setDeleting] = useState<AdminImage | null>(null);

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!file) return setMessage(t('required'));
    const form = new FormData();
    form.append('image', file);
    for (const l of SUPPORTED_LANGUAGES) if (titles[l]) form.append(`title_${l}`, titles[l]!);
    setProgress(0);
    try {
      await uploadImage({ form, onProgress: setProgress }).unwrap();
      setMessage(t('gallery.uploaded'));
      setTitles({});
      setFile(null);
    } catch (error) {
      setMessage(apiFailureSummary(error, t('loadError')));
    } finally {
      setProgress(null);
    }
  }

  const swap = async (index: number, delta: -1 | 1) => {
    const list = images.data ?? [];
    const a = list[index];
    const b = list[index + delta];
    if (!a || !b) return;
    await updateImage({ id: a.id, changes: { sortOrder: index + delta } });
    await updateImage({ id: b.id, changes: { sortOrder: index } });
  };

  return (
    <section>
      <h1>{t('section.gallery')}</h1>
      <form className="admin-card admin-form" onSubmit={upload}>
        <h2>{t('gallery.upload')}</h2>
        <p className="admin-actions">
          <label className="admin-secondary admin-file">
            {t('gallery.file')}
            <input className="admin-visually-hidden" type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </label>
          {file && <span data-user-text>{file.name}</span>}
        </p>
        {SUPPORTED_LANGUAGES.map((l) => (
          <label key={l}>
            {t('gallery.titleIn', { lang: t(`languageNames.${l}`) })}{' '}
            <input value={titles[l] ?? ''} onChange={(e) => setTitles({ ...titles, [l]: e.target.value })} />
          </label>
        ))}
        <button type="submit" className="admin-button" disabled={progress !== null}>
          {t('gallery.upload')}
        </button>
        {progress !== null && (
          <p>
            <progress max={100} value={progress} /> {t('gallery.progress', { percent: progress })}
          </p>
        )}
        {message && <p role="status">{message}</p>}
      </form>
      <ul className="admin-gallery">
        {images.data?.map((img, i) => (
          <li key={img.id} className="admin-card">
            <img src={img.urls.thumb} alt={captionOf(img)} width={160} />
            <p>{captionOf(img)}</p>
            <p className="admin-actions">
              <button type="button" className="admin-secondary" onClick={() => swap(i, -1)}>
                {t('gallery.moveUp')}
              </button>
              <button type="button" className="admin-secondary" onClick={() => swap(i, 1)}>
                {t('gallery.moveDown')}
              </button>
              <button type="button" className="admin-secondary" onClick={() => void updateImage({ id: img.id, changes: { visible: !img.visible } })}>
                {img.visible ? t('gallery.hide') : t('gallery.showImage')}
              </button>
              <button type="button" className="admin-secondary admin-danger-text" onClick={() => setDeleting(img)}>
                {t('delete')}
              </button>
            </p>
          </li>
        ))}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('gallery.deleteTitle', { title: captionOf(deleting) })}
          text={t('gallery.deleteText')}
          confirm={t('gallery.deleteYes')}
          keep={t('menu.keep')}
          onConfirm={() => void deleteImage(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </section>
  );
}
