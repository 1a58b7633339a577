import type { TFunction } from 'i18next';

/** Link types of the directory ('web', 'facebook' …) that have a German wording (hotels.linkTypes.*). */
type LinkKind = 'web' | 'facebook' | 'instagram' | 'video' | 'email';
const KNOWN: Record<string, LinkKind> = {
  web: 'web',
  website: 'web',
  homepage: 'web',
  url: 'web',
  facebook: 'facebook',
  instagram: 'instagram',
  video: 'video',
  email: 'email',
  mail: 'email',
};

const hostOf = (url: string) => {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
};

/**
 * What a hotel's web link is, in words ('Website des Hotels', not the directory's type 'web'); an unknown
 * type says which site it leads to ('Link zu hotel.example').
 */
export function hotelLinkLabel(t: TFunction, link: { type: string; url: string }): string {
  const known: LinkKind | undefined = KNOWN[link.type.trim().toLowerCase()];
  return known ? t(`hotels.linkTypes.${known}` as const) : t('hotels.linkTypes.other', { host: hostOf(link.url) });
}
