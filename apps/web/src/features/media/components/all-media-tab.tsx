import Stack from '@mui/material/Stack';
import type { MediaItem } from '@signage/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllMedia } from '../../../api/media/all-media';
import { MediaShareDialog, type SharedMedia } from '../../../components/media-library';
import { QueryStatus } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { DEFAULT_GRID, type MediaGrid, sortBy, withKeyword } from '../../../lib/media-grid';
import { AllMediaTable } from './all-media-table';

/** Tab 'Alle Medien': keyword, server-side paging and sorting. */
export function AllMediaTab() {
  const { t } = useTranslation();
  const [grid, setGrid] = useState<MediaGrid>(DEFAULT_GRID);
  const [search, setSearch] = useState('');
  const keyWord = useDebouncedValue(search, 300);
  const [sharing, setSharing] = useState<SharedMedia | null>(null);
  const media = useAllMedia(grid);

  useEffect(() => setGrid((current) => withKeyword(current, keyWord)), [keyWord]);

  const share = (item: MediaItem) => setSharing({ guid: item.guid, name: item.name, networkGuid: item.networkGuid });

  return (
    <Stack spacing={2}>
      <SearchField
        id="media-search"
        label={t('media.search')}
        value={search}
        onSearch={setSearch}
        sx={{ maxWidth: 400 }}
      />
      <QueryStatus query={media} />
      {media.data ? (
        <AllMediaTable
          items={media.data.items}
          count={media.data.gridParams.count}
          grid={grid}
          onGrid={setGrid}
          onSort={(column) => setGrid((current) => sortBy(current, column))}
          onShare={share}
        />
      ) : null}
      <MediaShareDialog media={sharing} onClose={() => setSharing(null)} />
    </Stack>
  );
}
