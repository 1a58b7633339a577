import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { SupportCounts as Counts } from '@signage/shared';
import { useTranslation } from 'react-i18next';

const KEYS = ['total', 'offline', 'online', 'new', 'active', 'service'] as const;
const COLOUR = {
  total: 'default',
  offline: 'error',
  online: 'success',
  new: 'info',
  active: 'primary',
  service: 'warning',
} as const;

/** SPEC §2 support counts over the network and search filter: total, offline, online, new, active, service. */
export function SupportCounts({ counts }: { counts: Counts }) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'en' ? 'en-GB' : 'de-DE');
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      aria-label={t('support.countsLabel')}
      role="group"
    >
      {KEYS.map((key) => (
        <Chip
          key={key}
          color={COLOUR[key]}
          variant="outlined"
          data-testid={`support-count-${key}`}
          label={`${t(`support.counts.${key}`)}: ${number.format(counts[key])}`}
        />
      ))}
    </Stack>
  );
}
