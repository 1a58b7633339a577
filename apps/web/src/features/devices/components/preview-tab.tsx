import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** SPEC §2 'Vorschau': the stage preview embedded, and the same in a new window (/#/preview/{guid}). */
export function PreviewTab({ device }: { device: Device }) {
  const { t } = useTranslation();
  const path = `/preview/${encodeURIComponent(device.guid)}`;
  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('devices.preview.hint')}
        </Typography>
        <Button
          component="a"
          href={`/#${path}`}
          target="_blank"
          rel="noopener"
          variant="outlined"
          startIcon={<OpenInNewIcon />}
        >
          {t('devices.preview.open')}
        </Button>
      </Stack>
      <Box
        component="iframe"
        src={path}
        title={t('devices.preview.frameTitle', { name: device.name })}
        data-testid="device-preview-frame"
        sx={{ width: '100%', height: { xs: 560, md: 760 }, border: 1, borderColor: 'divider', borderRadius: 1 }}
      />
    </Stack>
  );
}
