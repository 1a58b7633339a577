import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { GlassResult } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** A glass check's result: 'bestätigt' green, 'abweichend' and 'schwarz' red, 'nicht prüfbar' grey; '–' none yet. */
export function GlassResultChip({ result }: { result: GlassResult | null }) {
  const { t } = useTranslation();
  if (!result)
    return (
      <Typography component="span" color="text.secondary" data-testid="glass-result" data-result="">
        –
      </Typography>
    );
  const color = result === 'bestätigt' ? 'success' : result === 'nicht prüfbar' ? 'default' : 'error';
  return (
    <Chip
      size="small"
      color={color}
      variant={result === 'nicht prüfbar' ? 'outlined' : 'filled'}
      label={t(`glass.results.${result}`)}
      data-testid="glass-result"
      data-result={result}
    />
  );
}
