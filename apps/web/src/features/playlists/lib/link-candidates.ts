import type { PlaylistSummary } from '@signage/shared';

export interface LinkCandidate {
  guid: string;
  name: string;
  companyName: string | null;
  channel: number;
}

/**
 * What can be linked into a playlist: channels first, then other playlists; never the playlist
 * itself, nor one it links already. Filtered by a search text (name or company).
 */
export function linkCandidates(
  channels: readonly PlaylistSummary[],
  playlists: readonly PlaylistSummary[],
  self: string,
  linked: ReadonlySet<string>,
  search = '',
): LinkCandidate[] {
  const seen = new Set<string>([self, ...linked]);
  const needle = search.trim().toLocaleLowerCase('de');
  const out: LinkCandidate[] = [];
  for (const p of [...channels, ...playlists.filter((q) => q.channel === 0)]) {
    if (seen.has(p.guid)) continue;
    seen.add(p.guid);
    const text = `${p.name} ${p.companyName ?? ''}`.toLocaleLowerCase('de');
    if (needle && !text.includes(needle)) continue;
    out.push({ guid: p.guid, name: p.name, companyName: p.companyName, channel: p.channel });
  }
  return out;
}
