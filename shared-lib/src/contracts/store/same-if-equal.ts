import { dequal } from 'dequal/lite';

/**
 * `next`, or `before` when the two hold the same data: for a reducer that stores what the API sent again (the
 * settings every page asks for once it is live, already shown from the server's page), so the store keeps the object
 * it had and the components that select it do not render again for nothing.
 */
export function sameIfEqual<T>(before: T, next: T): T {
  return dequal(before, next) ? before : next;
}
