import { playlistCalls } from '@signage/shared/calls/playlists';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';

export const channelLocationsKey = (channel: string, company: string) =>
  ['channels', 'locations', channel, company] as const;

/** GET /v1/playlists/{channel}/locations/{company}: a network's locations (or the location) with the link state. */
export const fetchChannelLocations = (channel: string, company: string) =>
  call(playlistCalls.locations, { params: { id: channel, x: company } });

const options = (channel: string, company: string) =>
  queryOptions({
    queryKey: channelLocationsKey(channel, company),
    queryFn: () => fetchChannelLocations(channel, company),
    staleTime: 0,
  });

export const useChannelLocations = (channel: string, company: string | null) =>
  useQuery({ ...options(channel, company ?? ''), enabled: Boolean(company) });

/** The same for several channels at once (one company). */
export const useLocationsOfChannels = (channels: readonly string[], company: string | null) =>
  useQueries({
    queries: channels.map((channel) => ({ ...options(channel, company ?? ''), enabled: Boolean(company) })),
  });
