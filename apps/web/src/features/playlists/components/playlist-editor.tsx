import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { PlaylistDetail, PlaylistItem } from '@signage/shared';
import { organiserNetworkOf } from '@signage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAllCompanies } from '../../../api/companies/companies';
import { useMoveItem } from '../../../api/playlists/move-item';
import { refreshPlaylist } from '../../../api/playlists/playlist-cache';
import { useSortItems } from '../../../api/playlists/sort-items';
import { useUpdateItem } from '../../../api/playlists/update-item';
import { useUpdatePlaylist } from '../../../api/playlists/update-playlist';
import { PageHeader } from '../../../components/page-header';
import { useCredentials } from '../../../hooks/use-credentials';
import { isLocationUser } from '../../../lib/reach';
import { useEditorDialogs } from '../hooks/use-editor-dialogs';
import { useItemActions } from '../hooks/use-item-actions';
import { useStableCallback } from '../hooks/use-stable-callback';
import { type EditorForm, toEditorForm, toPlaylistUpdate } from '../lib/editor-form';
import { EditorDialogs } from './editor-dialogs';
import { ItemGrid } from './item-grid';
import { ItemToolbar } from './item-toolbar';
import { PlaylistFacts } from './playlist-facts';
import { PlaylistHeaderForm } from './playlist-header-form';

/** SPEC §2 playlist editor: header fields, figures, add/upload, item cards, Abbrechen/Speichern. */
export function PlaylistEditor({ playlist, backPath }: { playlist: PlaylistDetail; backPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useCredentials().data;
  const companies = useAllCompanies();
  const [form, setForm] = useState<EditorForm>(() => toEditorForm(playlist));
  const { dialog, open, close } = useEditorDialogs();
  const update = useUpdatePlaylist();
  const sort = useSortItems(playlist.guid);
  const move = useMoveItem(playlist.guid);
  const toggle = useUpdateItem(playlist.guid);
  const locked = !playlist.writable;
  const byGuid = useMemo(() => new Map((companies.data ?? []).map((c) => [c.guid, c])), [companies.data]);
  const organiserAllowed = organiserNetworkOf(byGuid, playlist.guidCompany) === playlist.guidCompany;
  const channelAllowed = !isLocationUser(me);
  const body = toPlaylistUpdate(form);

  const actions = useItemActions({
    toggle: (item, active) => toggle.mutate({ guid: item.guid, active }),
    settings: (item) => open({ kind: 'settings', item }),
    remove: (item) => open({ kind: 'delete', item }),
    move: (item, direction) => move.mutate({ item: item.guid, direction }),
  });

  const checkCanAdd = useStableCallback(() => {
    if (playlist.canAdd) return true;
    open({ kind: 'notAllowed', maxDuration: playlist.maxDuration ?? 0 });
    return false;
  });
  const saveName = useStableCallback(() => {
    const name = form.name.trim();
    // 'Gespeichert.' comes from the global snackbar (the mutation is marked saved)
    if (name) update.mutate({ guid: playlist.guid, body: { name } });
  });
  const changeForm = useStableCallback((change: Partial<EditorForm>) =>
    setForm((current) => ({ ...current, ...change })),
  );
  const openLink = useStableCallback(() => open({ kind: 'link' }));
  const openWeb = useStableCallback(() => open({ kind: 'web' }));
  const openLibrary = useStableCallback(() => open({ kind: 'library' }));
  const openSchedules = useStableCallback(() => open({ kind: 'schedules' }));
  const uploaded = useStableCallback(() => void refreshPlaylist(queryClient, playlist.guid));
  const reorder = useStableCallback((ordered: PlaylistItem[]) => sort.mutate(ordered));
  const save = () => {
    if (body) update.mutate({ guid: playlist.guid, body }, { onSuccess: () => navigate(backPath) });
  };

  return (
    <>
      <PageHeader
        title={t('playlists.editor.title')}
        subtitle={playlist.companyName ?? t('playlists.global')}
        documentTitle={[t('playlists.editor.title'), playlist.name]}
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <PlaylistHeaderForm
            form={form}
            onChange={changeForm}
            onSaveName={saveName}
            locked={locked}
            organiserAllowed={organiserAllowed}
            channelAllowed={channelAllowed}
          />
          <Box sx={{ mt: 2 }}>
            <PlaylistFacts playlist={playlist} />
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <ItemToolbar
            playlistGuid={playlist.guid}
            uploadHidden={playlist.uploadHidden}
            locked={locked}
            checkCanAdd={checkCanAdd}
            onLink={openLink}
            onWeb={openWeb}
            onLibrary={openLibrary}
            onSchedules={openSchedules}
            onUploaded={uploaded}
          />
        </Paper>
        <ItemGrid items={playlist.items} locked={locked} actions={actions} onReorder={reorder} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(backPath)}>{t('common.cancel')}</Button>
          <Button variant="contained" onClick={save} disabled={locked || !body} loading={update.isPending}>
            {t('common.save')}
          </Button>
        </Stack>
      </Stack>
      <EditorDialogs playlist={playlist} dialog={dialog} onClose={close} />
    </>
  );
}
