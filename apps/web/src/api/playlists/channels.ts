import type { PlaylistSummary } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './channel-keys';

export type Channel = PlaylistSummary & { cntLinked: number };

/** GET /v1/channels/list: channels (1) and organiser channels (20) the user may read, with how often each is linked. */
export const fetchChannels = () => api.get<Channel[]>('/v1/channels/list');

export const channelsQueryOptions = () => queryOptions({ queryKey: channelKeys.lists(), queryFn: fetchChannels });

export const useChannels = (enabled = true) => useQuery({ ...channelsQueryOptions(), enabled });
