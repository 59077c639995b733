// What a diner did on the server's page before its part of the app was live. React replays nothing it has not seen,
// and sees nothing before it runs: a tap on a section still waiting for its code is dropped, and text typed into a
// field before it hydrates stays on screen while the app's state does not know it. So:
// - taps: the page's inline script (shell/public/index.html) keeps every tap on a button of a part that is not live yet
//   (`#root` until the shell has hydrated; a part with code of its own, `[data-part]`, until that code has: a remote's
//   slot, or a shell page loaded with its first visit) and stops it there;
// - once a part is live, what was typed into its fields is handed to the app as if typed now, then the kept taps are
//   played again on the same buttons, which hydration has brought to life.

/** The attribute that marks a part of the page as live (set here; read by the inline script). */
export const LIVE_ATTRIBUTE = 'data-live';

/** The attribute of a part of the page whose code arrives after the shell's (its value names it: a remote, `page`). */
export const PART_ATTRIBUTE = 'data-part';

interface EarlyTaps {
  __earlyTaps?: HTMLElement[];
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A new task after the ones queued: React has committed what the previous step changed (the app's state follows the typed
 * text). Not app/next-task.ts: `scheduler.yield()` would go on before React's queued render.
 */
const taskAfterReact = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Marks `zone` live, hands over what was typed in it, and plays the taps kept on buttons inside it. Called from an
 * effect: the typing is handed over in the next task (not inside React's commit), and the taps in the task after, once
 * React has rendered the typed values, so a replayed "Send" sees the form as the diner filled it.
 */
export function replayEarlyTaps(zone: HTMLElement | null): void {
  if (!zone || zone.hasAttribute(LIVE_ATTRIBUTE)) return;
  zone.setAttribute(LIVE_ATTRIBUTE, '');
  // the inline script keeps pushing into this very array: taken from in place
  const kept = (window as EarlyTaps).__earlyTaps ?? [];
  const mine = kept.filter((button) => zone.contains(button) && zoneOf(button) === zone);
  for (const button of mine) kept.splice(kept.indexOf(button), 1);
  // read every field now, as it was before the app knew it: a render of the form after this (its own effects, or one
  // handed-over value) puts the fields back to the app's state
  const typed = Array.from(zone.querySelectorAll<Field>('input, textarea, select'))
    .filter((field) => zoneOf(field) === zone)
    .map(typedInto)
    .filter((entry): entry is Typed => entry !== null);
  void (async () => {
    await taskAfterReact();
    for (const entry of typed) handOver(entry);
    await taskAfterReact();
    for (const button of mine) if (button.isConnected) button.click();
  })();
}

function zoneOf(element: Element): HTMLElement | null {
  return element.closest<HTMLElement>(`[${PART_ATTRIBUTE}]`) ?? document.getElementById('root');
}

/** What was typed into a field before its part was live: its value now, where the server's was another. */
type Typed =
  | { field: HTMLInputElement | HTMLTextAreaElement; value: string }
  | { field: HTMLInputElement; checked: boolean }
  | { field: HTMLSelectElement; value: string };

function typedInto(field: Field): Typed | null {
  if (field instanceof HTMLSelectElement) {
    const changed = Array.from(field.options).some((o) => o.selected !== o.defaultSelected);
    return changed ? { field, value: field.value } : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked ? { field, checked: field.checked } : null;
  }
  if (field instanceof HTMLInputElement && (field.type === 'file' || field.type === 'hidden')) return null;
  return field.value !== field.defaultValue ? { field, value: field.value } : null;
}

/**
 * Hands a typed value to the app as the browser announces typing: the field is put back to the server's value through
 * the element (React's view of it), set to what was typed, and an `input` (a list: `change`) event follows, so the
 * app's onChange receives it.
 */
function handOver(entry: Typed): void {
  const { field } = entry;
  if ('checked' in entry) {
    (field as HTMLInputElement).checked = !entry.checked;
    (field as HTMLInputElement).click();
    return;
  }
  if (field instanceof HTMLSelectElement) {
    field.value = entry.value;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = field.defaultValue;
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, entry.value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
