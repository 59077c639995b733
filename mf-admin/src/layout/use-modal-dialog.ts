import { useEffect, useRef } from 'react';

/**
 * A <dialog> shown modal while its component is mounted (Esc and the backdrop are the browser's), closed when it
 * unmounts; where showModal is missing (jsdom), it is simply open. Returns the ref to put on the <dialog>.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => dialog?.close?.();
  }, []);
  return ref;
}
