import type { PlaylistSummary } from '@signage/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { channelKeys } from './channel-keys';

export type ChannelEntry = PlaylistSummary & { cntLinked: number };

/** GET /v1/channels/list: channels (1) and organiser channels (20) the user may read. */
export const fetchChannels = () => api.get<ChannelEntry[]>('/v1/channels/list');

export const channelsQueryOptions = () => queryOptions({ queryKey: channelKeys.lists(), queryFn: fetchChannels });

export const useChannels = (enabled = true) => useQuery({ ...channelsQueryOptions(), enabled });
