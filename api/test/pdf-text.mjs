// Prints the text of a PDF read from stdin, one page after another (pdf.js, the reader browsers use).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const out = [`pages: ${pdf.numPages}`];
for (let i = 1; i <= pdf.numPages; i++) {
  const page = await pdf.getPage(i);
  const content = await page.getTextContent();
  out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
}
const meta = await pdf.getMetadata();
out.unshift(`title: ${meta.info?.Title ?? ''}`);
process.stdout.write(out.join('\n'));
