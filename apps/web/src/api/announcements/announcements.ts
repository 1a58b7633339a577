import type { AnnouncementCreate } from '@signage/shared';
import { announcementCalls } from '@signage/shared/calls/announcements';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, urlOfCall } from '../../lib/call';
import { uploadFile } from '../../lib/xhr-upload';
import { resourceKeys } from '../query-keys';

export const announcementKeys = resourceKeys('announcements');

/** POST /v1/announcements/list: running, planned and recently ended announcements in the user's reach. */
export const useAnnouncements = () =>
  useQuery({
    queryKey: announcementKeys.list({}),
    queryFn: () => call(announcementCalls.list, { body: {} }),
    // The states change with the clock: planned → running → ended.
    refetchInterval: 30_000,
  });

/** POST /v1/announcements, then the picture if one was chosen (POST …/picture). */
export async function createAnnouncement(input: AnnouncementCreate, picture: File | null) {
  const created = await call(announcementCalls.create, { body: input });
  if (picture) {
    await uploadFile({ url: urlOfCall(announcementCalls.picture, { params: { id: created.guid } }), file: picture });
  }
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
export const useEndAnnouncement = () =>
  useChange((guid: string) => call(announcementCalls.end, { params: { id: guid } }));
export const useDeleteAnnouncement = () =>
  useChange((guid: string) => call(announcementCalls.delete, { params: { id: guid } }));
