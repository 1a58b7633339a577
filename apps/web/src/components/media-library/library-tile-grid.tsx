import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { LibraryTile } from '../../api/playlists/library-sources';

interface TileProps {
  tile: LibraryTile;
  selected: boolean;
  onToggle: (key: string) => void;
}

const Tile = memo(function Tile({ tile, selected, onToggle }: TileProps) {
  const { t } = useTranslation();
  return (
    <Card variant="outlined" sx={{ borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardActionArea
        onClick={() => onToggle(tile.key)}
        aria-pressed={selected}
        aria-label={t('mediaLibrary.select', { name: tile.name })}
        data-testid="library-tile"
      >
        <Box
          sx={{
            position: 'relative',
            aspectRatio: '16 / 9',
            bgcolor: 'grey.200',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {tile.thumb ? (
            <img src={tile.thumb} alt="" loading="lazy" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          ) : tile.type === 'VIDEO' ? (
            <MovieIcon color="action" aria-hidden />
          ) : (
            <ImageIcon color="action" aria-hidden />
          )}
          <Checkbox
            checked={selected}
            tabIndex={-1}
            sx={{ position: 'absolute', top: 0, right: 0, bgcolor: 'rgba(255,255,255,0.7)', pointerEvents: 'none' }}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
        </Box>
        <Box sx={{ p: 1 }}>
          <Typography variant="body2" noWrap title={tile.name}>
            {tile.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`playlistTypes.${tile.type}`, { defaultValue: tile.type })}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
});

export function LibraryTileGrid({
  tiles,
  selected,
  onToggle,
}: {
  tiles: readonly LibraryTile[];
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
}) {
  const { t } = useTranslation();
  if (tiles.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {t('mediaLibrary.empty')}
      </Typography>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
      {tiles.map((tile) => (
        <Tile key={tile.key} tile={tile} selected={selected.has(tile.key)} onToggle={onToggle} />
      ))}
    </Box>
  );
}
