import type { Company } from '@signage/shared';

export type ChannelValue = 0 | 1 | 20;
/** SPEC §3/§9: 0 normal, 1 channel, 20 organiser channel. */
export const ORGANISER_CHANNEL = 20;

/** The channel value from the editor's two flags (the organiser flag wins). */
export function channelOf(flags: { channel: boolean; organiser: boolean }): ChannelValue {
  if (flags.organiser) return ORGANISER_CHANNEL;
  return flags.channel ? 1 : 0;
}

export function flagsOf(channel: number): { channel: boolean; organiser: boolean } {
  return { channel: channel !== 0, organiser: channel === ORGANISER_CHANNEL };
}

/** i18n key under playlists.kinds */
export function channelKind(channel: number): 'normal' | 'channel' | 'organiser' {
  if (channel === ORGANISER_CHANNEL) return 'organiser';
  return channel === 0 ? 'normal' : 'channel';
}

/** The organiser network (typ 1) a company belongs to, or null (SPEC §6: only those share playlists). */
export function organiserNetworkOf(
  companies: ReadonlyMap<string, Pick<Company, 'guid' | 'guidParent' | 'isMother' | 'typ'>>,
  guid: string | null,
): string | null {
  const company = guid ? companies.get(guid) : undefined;
  if (!company) return null;
  const network = company.isMother === 1 ? company : company.guidParent ? companies.get(company.guidParent) : undefined;
  return network && network.isMother === 1 && network.typ === 1 ? network.guid : null;
}
