import { useEffect, useRef, useState } from 'react';
import { useTranslation, apiClient, readWithRetries } from 'shared-lib';
import { type Language } from 'shared-lib/domain';
import { Spinner } from '../layout/spinner';

interface GalleryImage {
  id: string;
  title: string;
  width: number;
  height: number;
  urls: { thumb: string; medium: string; large: string };
  /** `srcset` lists of the resized copies: AVIF (null for older uploads) and WebP. */
  srcset: { avif: string | null; webp: string };
}

/** A gallery photo at the size the layout asks for (`sizes`), AVIF where the browser takes it, else WebP. */
function GalleryPicture({ image, sizes, alt, src, lazy }: { image: GalleryImage; sizes: string; alt: string; src: string; lazy?: boolean }) {
  return (
    <picture>
      {image.srcset.avif && <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />}
      <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />
      <img src={src} alt={alt} width={image.width} height={image.height} loading={lazy ? 'lazy' : 'eager'} decoding="async" />
    </picture>
  );
}

/** A dialog that shows one photo; arrows move, Escape closes, focus stays inside and returns after. */
function Lightbox({ images, index, onClose, onMove }: { images: GalleryImage[]; index: number; onClose: () => void; onMove: (to: number) => void }) {
  const { t } = useTranslation('common');
  const dialog = useRef<HTMLDivElement>(null);
  const image = images[index]!;
  useEffect(() => {
    dialog.current?.querySelector<HTMLButtonElement>('.lightbox-close')?.focus();
  }, []);
  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === 'Escape') onClose();
    if (e.key === 'ArrowRight') onMove((index + 1) % images.length);
    if (e.key === 'ArrowLeft') onMove((index - 1 + images.length) % images.length);
    if (e.key === 'Tab') {
      const buttons = [...(dialog.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
      const first = buttons[0];
      const last = buttons.at(-1);
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first?.focus();
      }
    }
  };
  return (
    <div className="lightbox" role="dialog" aria-modal="true" aria-label={image.title} ref={dialog} onKeyDown={onKeyDown}>
      <figure>
        <GalleryPicture image={image} sizes="100vw" alt={image.title} src={image.urls.large} />
        <figcaption>
          {image.title} · {t('gallery.counter', { current: index + 1, total: images.length })}
        </figcaption>
      </figure>
      <button type="button" className="lightbox-close" aria-label={t('gallery.close')} onClick={onClose}>
        ×
      </button>
      <button type="button" className="lightbox-prev" aria-label={t('gallery.previous')} onClick={() => onMove((index - 1 + images.length) % images.length)}>
        ‹
      </button>
      <button type="button" className="lightbox-next" aria-label={t('gallery.next')} onClick={() => onMove((index + 1) % images.length)}>
        ›
      </button>
    </div>
  );
}

/** The first photos are on screen as the page opens: they load at once, the rest as the diner scrolls. */
const GALLERY_EAGER_PHOTOS = 2;

export function GalleryPage({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  // the gallery read in this language; loading until it answers (again after Try Again)
  const [answer, setAnswer] = useState<{ lang: Language; images: GalleryImage[] | null } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const state: { status: 'loading' | 'error' } | { status: 'ready'; images: GalleryImage[] } =
    answer?.lang !== lang ? { status: 'loading' } : answer.images ? { status: 'ready', images: answer.images } : { status: 'error' };
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    let live = true;
    void readWithRetries(() => apiClient.get<GalleryImage[]>('/gallery', { params: { lang } }))
      .then((res) => res.data)
      .catch(() => null)
      .then((images) => live && setAnswer({ lang, images }));
    return () => {
      live = false;
    };
  }, [lang, attempt]);
  const load = () => {
    setAnswer(null);
    setAttempt((n) => n + 1);
  };
  const close = () => {
    setOpen(null);
    opener.current?.focus();
  };
  return (
    <div className="container page">
      <h1>{t('gallery.title')}</h1>
      <p className="lead">{t('gallery.intro')}</p>
      {state.status === 'loading' && <Spinner />}
      {state.status === 'error' && (
        <div role="alert">
          <p>{t('gallery.loadError')}</p>
          <button type="button" className="btn btn-primary" onClick={load}>
            {t('gallery.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && state.images.length === 0 && <p>{t('gallery.empty')}</p>}
      {state.status === 'ready' && state.images.length > 0 && (
        <ul className="gallery-grid">
          {state.images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                className="gallery-thumb"
                aria-label={t('gallery.open', { title: image.title })}
                onClick={(e) => {
                  opener.current = e.currentTarget;
                  setOpen(i);
                }}
              >
                <GalleryPicture
                  image={image}
                  sizes="(max-width: 639px) calc(100vw - 32px), 400px"
                  alt=""
                  src={image.urls.thumb}
                  lazy={i >= GALLERY_EAGER_PHOTOS}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {state.status === 'ready' && open !== null && state.images[open] && <Lightbox images={state.images} index={open} onClose={close} onMove={setOpen} />}
    </div>
  );
}
