// What React reports while hydrating the server's page. A section the server could not finish (a remote whose server
// build it did not have) is rendered by the browser: expected, logged as information. Anything else (a mismatch
// between the server's HTML and the first render) is a defect: logged as an error, which the browser tests fail on.

/** React's text for a section the server left to the browser (minified in production builds as error 419). */
const LEFT_TO_THE_BROWSER = /server could not finish this Suspense boundary|Minified React error #419|the remote is not available on the server/;

export function reportRecoverableError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (LEFT_TO_THE_BROWSER.test(message)) console.info(`Hydration: a section is rendered in the browser (${message})`);
  else console.error(`Hydration mismatch: ${message}`);
}
