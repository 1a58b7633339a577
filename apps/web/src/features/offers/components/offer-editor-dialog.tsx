import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { isProviderOfferField, type OfferEditorField, type OfferMode } from '@signage/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfferTarget } from '../../../api/offers/offer-calls';
import { useApplyOfferEditor, useOfferEditorInit } from '../../../api/offers/offer-hooks';
import { offerFieldLabel } from '../lib/offer-field-label';
import { OfferError } from './offer-error';

const IMAGE_KEY = 'imageIndex';

/**
 * SPEC §2 editor: full-screen 'Bearbeiten' with a picker over the offer's gallery and one text field per
 * editable field (offerHost multi-line); 'Übernehmen' stores the values (USE_EDITOR_VALUES) and closes,
 * after which both images are rendered again. The provider's fields (price, terms, dates, nights, board,
 * airport, tour operator) are shown read-only and not sent: they are always the provider's.
 */
export function OfferEditorDialog(props: {
  open: boolean;
  onClose: () => void;
  mode: OfferMode;
  target: OfferTarget;
  taskFolder: string;
}) {
  const { t } = useTranslation();
  const init = useOfferEditorInit(props.mode, props.target, props.taskFolder, props.open);
  const apply = useApplyOfferEditor(props.mode, props.target, props.taskFolder);
  const [fields, setFields] = useState<OfferEditorField[]>([]);
  useEffect(() => {
    if (props.open && init.data) setFields(init.data.editorFields);
  }, [props.open, init.data]);

  const fieldValue = (key: string) => fields.find((f) => f.key === key)?.value ?? '';
  const setValue = (key: OfferEditorField['key'], value: string) =>
    setFields((all) =>
      all.some((f) => f.key === key) ? all.map((f) => (f.key === key ? { key, value } : f)) : [...all, { key, value }],
    );
  const submit = () =>
    apply.mutate(
      fields.filter((f) => !isProviderOfferField(f.key)),
      { onSuccess: props.onClose },
    );

  return (
    <Dialog fullScreen open={props.open} onClose={props.onClose} aria-labelledby="offer-editor-title">
      <AppBar position="sticky">
        <Toolbar>
          <IconButton edge="start" color="inherit" onClick={props.onClose} aria-label={t('offers.close')}>
            <CloseIcon />
          </IconButton>
          <Typography id="offer-editor-title" variant="h6" sx={{ flex: 1 }}>
            {t('offers.edit')}
          </Typography>
          <Button color="inherit" onClick={submit} disabled={!init.data || apply.isPending}>
            {t('offers.apply')}
          </Button>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2, maxWidth: 960, mx: 'auto', width: '100%' }}>
        {init.isPending && <Alert severity="info">{t('offers.waitEditor')}</Alert>}
        {init.error && <OfferError error={init.error} onRetry={() => void init.refetch()} />}
        {apply.error && <Alert severity="error">{apply.error.message}</Alert>}
        {init.data && (
          <Stack spacing={2}>
            <Typography variant="subtitle1">{t('offers.picture')}</Typography>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} role="radiogroup" aria-label={t('offers.picture')}>
              {init.data.offerGallery.map((original, index) => {
                // through this server (/v1/picture): shows pictures of any host, also plain http
                const src = init.data.offerGalleryViews[index] ?? original;
                const chosen = fieldValue(IMAGE_KEY) === String(index);
                return (
                  <Box
                    key={original}
                    component="button"
                    type="button"
                    role="radio"
                    aria-checked={chosen}
                    aria-label={t('offers.pictureNumber', { number: index + 1 })}
                    onClick={() => setValue(IMAGE_KEY, String(index))}
                    sx={{
                      p: 0,
                      border: 3,
                      borderColor: chosen ? 'primary.main' : 'transparent',
                      cursor: 'pointer',
                      bgcolor: 'transparent',
                    }}
                  >
                    <Box
                      component="img"
                      src={src}
                      alt=""
                      data-testid="offer-editor-picture"
                      sx={{ width: 160, height: 100, objectFit: 'cover', display: 'block' }}
                    />
                  </Box>
                );
              })}
            </Stack>
            {fields
              .filter((f) => f.key !== IMAGE_KEY)
              .map((f) => {
                const fromProvider = isProviderOfferField(f.key);
                return (
                  <TextField
                    key={f.key}
                    label={offerFieldLabel(t, f.key)}
                    value={f.value}
                    onChange={fromProvider ? undefined : (e) => setValue(f.key, e.target.value)}
                    slotProps={fromProvider ? { htmlInput: { readOnly: true } } : undefined}
                    helperText={fromProvider ? t('offers.providerField') : undefined}
                    multiline={f.key === 'offerHost'}
                    minRows={f.key === 'offerHost' ? 3 : undefined}
                    fullWidth
                  />
                );
              })}
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}
