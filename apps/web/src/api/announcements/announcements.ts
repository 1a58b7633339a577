import type { Announcement, AnnouncementCreate } from '@signage/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiRequest } from '../../lib/api-client';
import { uploadFile } from '../../lib/xhr-upload';
import { resourceKeys } from '../query-keys';

export const announcementKeys = resourceKeys('announcements');

/** POST /v1/announcements/list: running, planned and recently ended announcements in the user's reach. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.list({}),
    queryFn: () => api.post<Announcement[]>('/v1/announcements/list', {}),
    // The states change with the clock: planned → running → ended.
    refetchInterval: 30_000,
  });

const path = (guid: string) => `/v1/announcements/${encodeURIComponent(guid)}`;

/** POST /v1/announcements, then the picture if one was chosen (POST …/picture). */
export async function createAnnouncement(input: AnnouncementCreate, picture: File | null): Promise<Announcement> {
  const created = await api.post<Announcement>('/v1/announcements', input);
  if (picture) await uploadFile({ url: `${path(created.guid)}/picture`, file: picture });
  return created;
}

function useChange<A>(fn: (arg: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: announcementKeys.lists() }),
  });
}

export const useCreateAnnouncement = () =>
  useChange(({ input, picture }: { input: AnnouncementCreate; picture: File | null }) =>
    createAnnouncement(input, picture),
  );
export const useEndAnnouncement = () => useChange((guid: string) => api.post<Announcement>(`${path(guid)}/end`, {}));
export const useDeleteAnnouncement = () =>
  useChange((guid: string) => apiRequest<{ success: boolean }>(path(guid), { method: 'DELETE' }));
