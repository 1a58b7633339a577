import type { PlaylistDetail } from '@signage/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddFromLibrary } from '../../../api/playlists/create-item-by-media';
import { useCreateWebItem } from '../../../api/playlists/create-web-item';
import { useDeleteItem } from '../../../api/playlists/delete-item';
import { useLinkPlaylist } from '../../../api/playlists/link-playlist';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { MediaLibraryDialog } from '../../../components/media-library';
import { describeError } from '../../../lib/describe-error';
import type { EditorDialog } from '../hooks/use-editor-dialogs';
import { BulkScheduleDialog } from './bulk-schedule-dialog';
import { ItemSettingsDialog } from './item-settings-dialog';
import { LinkPlaylistDialog } from './link-playlist-dialog';
import { NotAllowedDialog } from './not-allowed-dialog';
import { WebAddressDialog } from './web-address-dialog';

interface Props {
  playlist: PlaylistDetail;
  dialog: EditorDialog;
  onClose: () => void;
}

/**
 * The editor's dialogs: link a playlist, web address, media library, item settings, a schedule for several
 * items, delete, 'Nicht erlaubt'.
 */
export function EditorDialogs({ playlist, dialog, onClose }: Props) {
  const { t } = useTranslation();
  const guid = playlist.guid;
  const link = useLinkPlaylist(guid);
  const web = useCreateWebItem(guid);
  const library = useAddFromLibrary(guid);
  const remove = useDeleteItem(guid);
  const linked = useMemo(
    () => new Set(playlist.items.flatMap((item) => (item.linkedPlaylist ? [item.linkedPlaylist] : []))),
    [playlist.items],
  );
  const closeAnd = (reset: () => void) => () => {
    reset();
    onClose();
  };

  return (
    <>
      <LinkPlaylistDialog
        open={dialog.kind === 'link'}
        self={guid}
        linked={linked}
        busy={link.isPending}
        error={link.isError ? describeError(link.error, t) : null}
        onCancel={closeAnd(link.reset)}
        onConfirm={(target) => link.mutate(target, { onSuccess: closeAnd(link.reset) })}
      />
      <WebAddressDialog
        open={dialog.kind === 'web'}
        busy={web.isPending}
        error={web.isError ? describeError(web.error, t) : null}
        onCancel={closeAnd(web.reset)}
        onConfirm={(address) => web.mutate(address, { onSuccess: closeAnd(web.reset) })}
      />
      <MediaLibraryDialog
        open={dialog.kind === 'library'}
        onClose={onClose}
        companyId={playlist.guidCompany}
        orientation={playlist.orientation === 'vertical' ? 'vertical' : 'horizontal'}
        onPick={(picks) => library.mutateAsync(picks)}
      />
      <BulkScheduleDialog playlist={guid} items={playlist.items} open={dialog.kind === 'schedules'} onClose={onClose} />
      <ItemSettingsDialog playlist={guid} item={dialog.kind === 'settings' ? dialog.item : null} onClose={onClose} />
      <ConfirmDeleteDialog
        name={dialog.kind === 'delete' ? dialog.item.name : null}
        busy={remove.isPending}
        onCancel={onClose}
        onConfirm={() => {
          if (dialog.kind === 'delete') remove.mutate(dialog.item.guid, { onSettled: onClose });
        }}
      />
      <NotAllowedDialog maxDuration={dialog.kind === 'notAllowed' ? dialog.maxDuration : null} onClose={onClose} />
    </>
  );
}
