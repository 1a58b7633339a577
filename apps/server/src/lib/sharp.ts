import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | null = null;

/**
 * sharp (libvips, ≈ 10–15 MB resident) is loaded with the first image the server touches, not with the server: a
 * shop whose screens only poll never needs it. A missing or broken native package fails that first use loudly,
 * in German, and the next use tries again.
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then(
    (m) => m.default,
    (err: unknown) => {
      loading = null;
      throw new Error(
        `Die Bildbearbeitung (sharp) kann nicht geladen werden: ${(err as Error).message.split('\n')[0]} ` +
          '(Pakete mit `npm ci` auf diesem Rechner neu installieren).',
        { cause: err },
      );
    },
  );
  return loading;
}
