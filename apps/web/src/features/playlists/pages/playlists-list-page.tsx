import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { PlaylistSummary } from '@signage/shared';
import { organiserNetworkOf } from '@signage/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAllCompanies } from '../../../api/companies/companies';
import { useDeletePlaylist } from '../../../api/playlists/delete-playlist';
import { usePlaylists } from '../../../api/playlists/list-playlists';
import { usePlaylistDeletionImpact } from '../../../api/playlists/playlist-deletion-impact';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { CreateButton } from '../../../components/create-button';
import { PageHeader } from '../../../components/page-header';
import { StatsDialog } from '../../../components/playlist-stats';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { CreatePlaylistDialog } from '../components/create-playlist-dialog';
import { PlaylistsTable } from '../components/playlists-table';
import { ShareDialog, type ShareTarget } from '../components/share-dialog';
import { readShowAll, writeShowAll } from '../lib/show-all';

/** SPEC §2 /Dashboard/Playlist: table with search and 'show all' (remembered as playlistShowAll). */
export function PlaylistsListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(readShowAll);
  const keyWord = useDebouncedValue(search.trim(), 300);
  const playlists = usePlaylists({ keyWord: keyWord || undefined, showAll });
  const companies = useAllCompanies();
  const remove = useDeletePlaylist();
  const [creating, setCreating] = useState(false);
  const [sharing, setSharing] = useState<ShareTarget | null>(null);
  const [stats, setStats] = useState<PlaylistSummary | null>(null);
  const [deleting, setDeleting] = useState<PlaylistSummary | null>(null);
  const impact = usePlaylistDeletionImpact(deleting?.guid ?? null);
  const byGuid = useMemo(() => new Map((companies.data ?? []).map((c) => [c.guid, c])), [companies.data]);
  const hrefOf = (p: PlaylistSummary) => `/Playlist/${p.guid}`;
  const open = (p: PlaylistSummary) => navigate(hrefOf(p));

  return (
    <>
      <PageHeader title={t('playlists.title')} actions={<CreateButton onClick={() => setCreating(true)} />} />
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <SearchField
            id="playlists-search"
            label={t('playlists.search')}
            value={search}
            onSearch={setSearch}
            sx={{ maxWidth: 400 }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={showAll}
                onChange={(_e, checked) => {
                  setShowAll(checked);
                  writeShowAll(checked);
                }}
              />
            }
            label={t('playlists.showAll')}
          />
        </Stack>
        <QueryStatus query={playlists} />
        {playlists.data ? (
          <PlaylistsTable
            playlists={playlists.data}
            organiserOf={(p) => organiserNetworkOf(byGuid, p.guidCompany)}
            onOpen={open}
            hrefOf={hrefOf}
            onShare={(p, owner) => setSharing({ guid: p.guid, name: p.name, owner })}
            onStats={setStats}
            onDelete={setDeleting}
          />
        ) : null}
      </Stack>
      <CreatePlaylistDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(guid) => navigate(`/Playlist/${guid}`)}
      />
      <ShareDialog target={sharing} onClose={() => setSharing(null)} />
      <StatsDialog playlist={stats} onClose={() => setStats(null)} />
      <ConfirmDeleteDialog
        name={deleting?.name ?? null}
        busy={remove.isPending}
        impact={{ kind: 'playlist', ...impact }}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.guid, { onSettled: () => setDeleting(null) })}
      />
    </>
  );
}
