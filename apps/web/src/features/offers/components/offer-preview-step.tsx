import SettingsIcon from '@mui/icons-material/Settings';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { OfferImageResponse, OfferMode } from '@signage/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferTarget } from '../../../api/offers/offer-calls';
import { OfferEditorDialog } from './offer-editor-dialog';
import { OfferError } from './offer-error';
import { OfferImageErrors, OfferImagePair } from './offer-image';

/** Step 1: both images (wait text while the server renders), their errors and, with `editor`, the gear. */
export function OfferPreviewStep(props: {
  mode: OfferMode;
  target: OfferTarget;
  offerId: string;
  editor: boolean;
  taskFolder: string;
  images: UseQueryResult<OfferImageResponse>;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const { data, error, isFetching } = props.images;
  return (
    <Stack spacing={2}>
      {props.editor && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" data-testid="offer-editor-hint">
            {t('offers.editHint')}
          </Typography>
          <Tooltip title={t('offers.edit')}>
            <span>
              <IconButton aria-label={t('offers.edit')} onClick={() => setEditing(true)} disabled={isFetching}>
                <SettingsIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      )}
      {isFetching && <Alert severity="info">{t('offers.waitPreview')}</Alert>}
      {error && !isFetching && <OfferError error={error} onRetry={() => void props.images.refetch()} />}
      {data && !isFetching && (
        <>
          <OfferImagePair imageV={data.imageV} imageH={data.imageH} offerId={props.offerId} />
          <OfferImageErrors errors={[data.error, data.errorH]} />
        </>
      )}
      {props.editor && (
        <OfferEditorDialog
          open={editing}
          onClose={() => setEditing(false)}
          mode={props.mode}
          target={props.target}
          taskFolder={props.taskFolder}
        />
      )}
    </Stack>
  );
}
