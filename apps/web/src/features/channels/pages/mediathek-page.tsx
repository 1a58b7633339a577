import CropLandscapeIcon from '@mui/icons-material/CropLandscape';
import CropPortraitIcon from '@mui/icons-material/CropPortrait';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateLibrary } from '../../../api/playlists/create-library';
import { type LibraryOrientation, useGlobalLibraries } from '../../../components/media-library';
import { PageHeader } from '../../../components/page-header';
import { QueryStatus } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { describeError } from '../../../lib/describe-error';

const BUTTONS: ReadonlyArray<{ orientation: LibraryOrientation; icon: typeof CropLandscapeIcon }> = [
  { orientation: 'horizontal', icon: CropLandscapeIcon },
  { orientation: 'vertical', icon: CropPortraitIcon },
];

/**
 * SPEC §2 /Dashboard/Mediathek: Querformat and Hochformat open the global libraries GlobalMediathekH
 * and GlobalMediathekV (global playlists of those names) in the playlist editor; a global user's first
 * click sets a missing library up.
 */
export function MediathekPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const global = !useCredentials().data?.guidParent;
  const libraries = useGlobalLibraries();
  const create = useCreateLibrary();

  const openLibrary = (orientation: LibraryOrientation) => {
    const existing = libraries.data?.[orientation];
    if (existing) navigate(`/Playlist/${existing.guid}`);
    else if (global) create.mutate(orientation, { onSuccess: (playlist) => navigate(`/Playlist/${playlist.guid}`) });
  };

  return (
    <>
      <PageHeader title={t('mediathek.title')} />
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {t('mediathek.text')}
      </Typography>
      <QueryStatus query={libraries} />
      {libraries.data ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
          {BUTTONS.map(({ orientation, icon: Icon }) => {
            const library = libraries.data[orientation];
            return (
              <Paper key={orientation} variant="outlined" sx={{ p: 3, flex: 1, textAlign: 'center' }}>
                <Icon sx={{ fontSize: 64 }} color="primary" aria-hidden />
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                  {library
                    ? t('mediathek.count', { count: library.cntItems })
                    : global
                      ? t('mediathek.setUp')
                      : t('mediathek.missing')}
                </Typography>
                <Button
                  variant="contained"
                  size="large"
                  disabled={!library && !global}
                  loading={create.isPending && create.variables === orientation}
                  onClick={() => openLibrary(orientation)}
                >
                  {t(`mediathek.${orientation}`)}
                </Button>
              </Paper>
            );
          })}
        </Stack>
      ) : null}
      {create.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {describeError(create.error, t)}
        </Alert>
      ) : null}
    </>
  );
}
