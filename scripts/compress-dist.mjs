// Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) next to every compressible file of the built
// SPA, once at build time; the server sends them as they are (@fastify/static preCompressed). woff2, images and
// videos are compressed already. A variant that is not smaller than the file is left out (the server then sends
// the file).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf|woff|ico|map)$/i;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name)) yield path;
  }
}

/** Compresses the files under `dir`; returns their bytes before and after (brotli, gzip). */
export function compressDist(dir) {
  const total = { raw: 0, br: 0, gz: 0 };
  for (const path of files(dir)) {
    const content = readFileSync(path);
    const br = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        [constants.BROTLI_PARAM_MODE]: /\.(ttf|otf|woff|ico)$/i.test(path)
          ? constants.BROTLI_MODE_FONT
          : constants.BROTLI_MODE_TEXT,
      },
    });
    const gz = gzipSync(content, { level: 9 });
    total.raw += content.length;
    if (br.length < content.length) writeFileSync(`${path}.br`, br);
    if (gz.length < content.length) writeFileSync(`${path}.gz`, gz);
    total.br += Math.min(br.length, content.length);
    total.gz += Math.min(gz.length, content.length);
  }
  return total;
}
