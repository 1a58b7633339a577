import type { PlaylistSummary } from '@signage/shared';
import { playlistCalls } from '@signage/shared/calls/playlists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { channelKeys } from './channel-keys';

export type Channel = PlaylistSummary & { cntLinked: number };

/** GET /v1/channels/list: channels (1) and organiser channels (20) the user may read, with how often each is linked. */
export const fetchChannels = (): Promise<Channel[]> => call(playlistCalls.channels);

export const channelsQueryOptions = () => queryOptions({ queryKey: channelKeys.lists(), queryFn: fetchChannels });

export const useChannels = (enabled = true) => useQuery({ ...channelsQueryOptions(), enabled });
