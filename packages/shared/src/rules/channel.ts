/**
 * A playlist's channel value (SPEC §3, §9): 0 normal, 1 channel, 20 organiser channel. An organiser channel
 * exists only in an organiser network (isMother 1, typ 1); elsewhere (a copy into another network, a
 * create for a non-organiser company) it becomes a normal channel (1). The one place of this rule, for
 * server and web.
 */
export const NORMAL_PLAYLIST = 0;
export const CHANNEL = 1;
export const ORGANISER_CHANNEL = 20;
export const CHANNEL_VALUES = [NORMAL_PLAYLIST, CHANNEL, ORGANISER_CHANNEL] as const;
export type ChannelValue = (typeof CHANNEL_VALUES)[number];

interface CompanyKind {
  isMother: number;
  typ: number;
}

/** An organiser network (SPEC §6: only those have organiser channels and share playlists). */
export const isOrganiserNetwork = (company: CompanyKind | null | undefined): boolean =>
  !!company && company.isMother === 1 && company.typ === 1;

/** The channel a playlist may have in `company`: an organiser channel outside an organiser network is a channel. */
export function channelIn<C extends number>(channel: C, company: CompanyKind | null | undefined): C | 1 {
  return channel === ORGANISER_CHANNEL && !isOrganiserNetwork(company) ? CHANNEL : channel;
}

/** The channel value from the editor's two flags (the organiser flag wins). */
export function channelOf(flags: { channel: boolean; organiser: boolean }): ChannelValue {
  if (flags.organiser) return ORGANISER_CHANNEL;
  return flags.channel ? CHANNEL : NORMAL_PLAYLIST;
}

export function flagsOf(channel: number): { channel: boolean; organiser: boolean } {
  return { channel: channel !== NORMAL_PLAYLIST, organiser: channel === ORGANISER_CHANNEL };
}

/** i18n key under playlists.kinds */
export function channelKind(channel: number): 'normal' | 'channel' | 'organiser' {
  if (channel === ORGANISER_CHANNEL) return 'organiser';
  return channel === NORMAL_PLAYLIST ? 'normal' : 'channel';
}

/** The organiser network a company belongs to, or null. */
export function organiserNetworkOf(
  companies: ReadonlyMap<string, { guid: string; guidParent: string | null; isMother: number; typ: number }>,
  guid: string | null,
): string | null {
  const company = guid ? companies.get(guid) : undefined;
  if (!company) return null;
  const network = company.isMother === 1 ? company : company.guidParent ? companies.get(company.guidParent) : undefined;
  return network && isOrganiserNetwork(network) ? network.guid : null;
}
