// Prints the text of a PDF read from stdin, one page after another (pdf.js, the reader browsers use).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 }).promise;
const out = [`pages: ${pdf.numPages}`];
const sizes = [];
for (let i = 1; i <= pdf.numPages; i++) {
  const page = await pdf.getPage(i);
  const content = await page.getTextContent();
  out.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  // page.view is [x0, y0, x1, y1] in points (1/72 inch)
  const [x0, y0, x1, y1] = page.view;
  sizes.push(`${Math.round(((x1 - x0) * 25.4) / 72)}x${Math.round(((y1 - y0) * 25.4) / 72)}mm`);
}
out.push(`sizes: ${sizes.join(' ')}`);
const meta = await pdf.getMetadata();
out.unshift(`title: ${meta.info?.Title ?? ''}`);
process.stdout.write(out.join('\n'));
