import CloseIcon from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LibraryOrientation, useGlobalLibraries } from '../../api/playlists/global-libraries';
import {
  type LibraryTile,
  type MediaPick,
  useCompanyMediaTiles,
  useLibraryTiles,
} from '../../api/playlists/library-sources';
import { ErrorState, LoadingState } from '../query-state';
import { LibraryTileGrid } from './library-tile-grid';

export type { MediaPick } from '../../api/playlists/library-sources';

type TabKey = LibraryOrientation | 'own';

export interface MediaLibraryDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the chosen entries; the dialog closes when the promise resolves. */
  onPick: (picks: MediaPick[]) => Promise<unknown> | undefined;
  /** Adds the tab 'Eigene Medien' with the media of this company (network or location). */
  companyId?: string | null;
  /** The tab shown first (default Querformat). */
  orientation?: LibraryOrientation;
}

/** SPEC §2 dialogs: the fullscreen media library (GlobalMediathekH/V and the company's own media). */
export function MediaLibraryDialog(props: MediaLibraryDialogProps) {
  return props.open ? <LibraryContent {...props} /> : null;
}

function LibraryContent({ onClose, onPick, companyId, orientation = 'horizontal' }: MediaLibraryDialogProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<TabKey>(orientation);
  const [selected, setSelected] = useState<Map<string, MediaPick>>(new Map());
  const [busy, setBusy] = useState(false);
  const libraries = useGlobalLibraries();
  const library = tab === 'own' ? undefined : libraries.data?.[tab];
  const libraryTiles = useLibraryTiles(library?.guid);
  const ownTiles = useCompanyMediaTiles(tab === 'own' ? companyId : null);
  const source = tab === 'own' ? ownTiles : libraryTiles;
  const tiles: LibraryTile[] = useMemo(() => source.data ?? [], [source.data]);
  const tileByKey = useMemo(() => new Map(tiles.map((tile) => [tile.key, tile])), [tiles]);

  const toggle = useCallback(
    (key: string) =>
      setSelected((current) => {
        const next = new Map(current);
        const tile = tileByKey.get(key);
        if (next.has(key)) next.delete(key);
        else if (tile) next.set(key, tile.pick);
        return next;
      }),
    [tileByKey],
  );

  const confirm = async () => {
    setBusy(true);
    try {
      await onPick([...selected.values()]);
      onClose();
    } catch {
      // The caller's mutation reports the error (global snackbar); the selection stays for a retry.
    } finally {
      setBusy(false);
    }
  };

  const missingLibrary = tab !== 'own' && libraries.isSuccess && !library;
  const loading = libraries.isPending || (!missingLibrary && source.isPending && source.fetchStatus !== 'idle');

  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="media-library-title" data-testid="media-library-dialog">
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar>
          <IconButton edge="start" onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="media-library-title" variant="h6" component="h2" sx={{ ml: 1, flexGrow: 1 }}>
            {t('mediaLibrary.title')}
          </Typography>
          <Typography variant="body2" sx={{ mr: 2 }}>
            {t('mediaLibrary.selected', { count: selected.size })}
          </Typography>
          <Button variant="contained" disabled={selected.size === 0} loading={busy} onClick={() => void confirm()}>
            {t('mediaLibrary.add')}
          </Button>
        </Toolbar>
        <Tabs value={tab} onChange={(_e, value: TabKey) => setTab(value)} aria-label={t('mediaLibrary.title')}>
          <Tab value="horizontal" label={t('mediaLibrary.horizontal')} />
          <Tab value="vertical" label={t('mediaLibrary.vertical')} />
          {companyId ? <Tab value="own" label={t('mediaLibrary.own')} /> : null}
        </Tabs>
      </AppBar>
      <Box sx={{ p: { xs: 2, md: 3 } }}>
        {libraries.isError ? <ErrorState error={libraries.error} onRetry={() => void libraries.refetch()} /> : null}
        {source.isError ? <ErrorState error={source.error} onRetry={() => void source.refetch()} /> : null}
        {missingLibrary ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('mediaLibrary.missing')}
          </Typography>
        ) : null}
        {loading ? <LoadingState /> : null}
        {source.data && !missingLibrary ? (
          <LibraryTileGrid tiles={tiles} selected={new Set(selected.keys())} onToggle={toggle} />
        ) : null}
      </Box>
    </Dialog>
  );
}
