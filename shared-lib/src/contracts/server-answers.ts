/**
 * API answers the site's server already had when it wrote a page (e.g. the menu it shows): written into the page
 * as JSON (`<script type="application/json" id="server-answers">`), so the first render in the browser shows the
 * same thing the server rendered, with no second request and no loading flash. Keyed by API path and language.
 */
export type ServerAnswers = Record<string, unknown>;

/** The answer under which the server writes the restaurant's details it showed (the footer, the contact page). */
export const SERVER_RESTAURANT_ANSWER = '/settings/restaurant';

/** The element id of the JSON the server writes. */
export const SERVER_ANSWERS_ELEMENT_ID = 'server-answers';

let answers: ServerAnswers = {};
/** Where serverAnswer reads: the answers provided here, or (on the server) the answers of the page being rendered. */
let readAnswers: () => ServerAnswers = () => answers;

export function serverAnswerKey(apiPath: string, lang: string): string {
  return `${apiPath}?lang=${lang}`;
}

/** Replaces the known answers (the server before each page it renders; the shell once at start). */
export function provideServerAnswers(next: ServerAnswers): void {
  answers = { ...next };
}

/** The site's server renders pages side by side: each reads the answers of its own request from `read`. */
export function readServerAnswersFrom(read: () => ServerAnswers): void {
  readAnswers = read;
}

/** The server's answer for this request, if it gave one. */
export function serverAnswer<T>(apiPath: string, lang: string): T | undefined {
  return readAnswers()[serverAnswerKey(apiPath, lang)] as T | undefined;
}

/** The answers as the JSON of a `<script type="application/json">`: `<` escaped so no text can close the element. */
export function serverAnswersJson(value: ServerAnswers): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
