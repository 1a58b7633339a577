import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createPlaylist } from './create-playlist';
import { GLOBAL_LIBRARY_NAMES, type LibraryOrientation } from './global-libraries';
import { playlistKeys } from './keys';

/** POST /v1/playlists {guidCompany: null, name: GlobalMediathekH|V}: sets up a global library (global users). */
export const createLibrary = (orientation: LibraryOrientation) =>
  createPlaylist({ guidCompany: null, channel: 0, name: GLOBAL_LIBRARY_NAMES[orientation], orientation });

export const useCreateLibrary = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLibrary,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: playlistKeys.all }),
  });
};
