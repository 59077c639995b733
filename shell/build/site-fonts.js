// The site's font: Noto Sans from @fontsource/noto-sans, served by the site itself (no third-party request).
// Three files per weight (400, 700), each used only by pages that have its letters (unicode-range):
//   latin     fontsource's Latin subset as it ships (English, and the letters az and tr share with it);
//   cyrillic  fontsource's Cyrillic subset (ru);
//   az-tr     the few Latin Extended letters Azerbaijani and Turkish add (Ə ə Ğ ğ İ ı Ş ş) and the manat sign ₼, cut
//             out of fontsource's Latin Extended subset with subset-font (1.7 KB instead of 55 KB).
// Files get content hashes (served immutable); the @font-face rules (font-display: swap) and four preloads (Latin and
// az-tr, regular and bold, on every page) go into index.html's head: text and headings usually first paint in the
// site's font, and where the font is late, in the fallback font, swapped when it arrives. The az-tr files are preloaded
// too (1.7 KB each): every page with a price uses them for ₼, and an az or tr heading painted in the fallback font
// until they arrived wrapped differently and moved what followed it (Lighthouse: /az CLS 0.029, "Web font loaded").
const crypto = require('crypto');
const fs = require('fs');
const path = require('path');
const subsetFont = require('subset-font');

const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans/package.json')), 'files');
const WEIGHTS = [400, 700];
/** Letters of az and tr outside fontsource's Latin subset, and ₼ (U+20BC). */
const AZ_TR_EXTRA = 'ƏəĞğİıŞş₼';
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const CYRILLIC_RANGE = 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116';
const AZ_TR_RANGE = Array.from(AZ_TR_EXTRA, (c) => c)
  .map((c) => `U+${c.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`)
  .join(',');

async function siteFonts() {
  const files = [];
  for (const weight of WEIGHTS) {
    const read = (subset) => fs.readFileSync(path.join(FONT_DIR, `noto-sans-${subset}-${weight}-normal.woff2`));
    files.push({ name: 'latin', weight, range: LATIN_RANGE, data: read('latin') });
    files.push({ name: 'cyrillic', weight, range: CYRILLIC_RANGE, data: read('cyrillic') });
    files.push({ name: 'az-tr', weight, range: AZ_TR_RANGE, data: await subsetFont(read('latin-ext'), AZ_TR_EXTRA, { targetFormat: 'woff2' }) });
  }
  return files.map((f) => ({
    ...f,
    file: `fonts/noto-sans-${f.name}-${f.weight}.${crypto.createHash('sha256').update(f.data).digest('hex').slice(0, 10)}.woff2`,
  }));
}

function fontFaceCss(files) {
  return files
    .map(
      (f) =>
        `@font-face{font-family:'Noto Sans';font-style:normal;font-weight:${f.weight};font-display:swap;src:url(/${f.file}) format('woff2');unicode-range:${f.range}}`,
    )
    .join('');
}

class SiteFontsPlugin {
  apply(compiler) {
    const HtmlWebpackPlugin = require('html-webpack-plugin');
    compiler.hooks.thisCompilation.tap('SiteFontsPlugin', (compilation) => {
      let files = [];
      compilation.hooks.processAssets.tapPromise({ name: 'SiteFontsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        files = await siteFonts();
        for (const f of files) compilation.emitAsset(f.file, new compiler.webpack.sources.RawSource(f.data));
      });
      HtmlWebpackPlugin.getCompilationHooks(compilation).beforeEmit.tap('SiteFontsPlugin', (data) => {
        // Both weights of Latin and of az-tr (₼ and the az and tr letters): text and headings first paint in the site's
        // font, so nothing is painted twice. Cyrillic loads as a Russian page asks for it.
        const preloads = files.filter((f) => f.name === 'latin' || f.name === 'az-tr');
        const links = preloads.map((f) => `<link rel="preload" href="/${f.file}" as="font" type="font/woff2" crossorigin />`).join('');
        const head = `${links}<style>${fontFaceCss(files)}</style>`;
        data.html = data.html.replace('</head>', `${head}</head>`);
        return data;
      });
    });
  }
}

module.exports = { SiteFontsPlugin, siteFonts, AZ_TR_EXTRA };
