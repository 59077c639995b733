/**
 * Why the API did not start, in one line that says what to do: a refused setting says it already; a database that does
 * not answer names DATABASE_URL; a port in use names API_PORT. Anything else keeps its stack (a defect to report).
 */
export function whyNotStarted(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  if (message.startsWith('Refusing to start')) return message;
  if (code === 'EADDRINUSE') return `The API could not listen: ${message}. Another process has the port: stop it, or set API_PORT (npm start: --port-base).`;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '28P01' || code === '3D000')
    return `The API could not reach its database (${message}): start PostgreSQL or fix DATABASE_URL, or leave DATABASE_URL unset for the embedded PGlite.`;
  return error instanceof Error ? (error.stack ?? message) : message;
}
