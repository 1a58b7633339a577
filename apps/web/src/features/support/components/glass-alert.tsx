import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GlassLatest } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FROM_SUPPORT_LIST } from '../../../lib/support-origin';

/** Screens whose latest glass check is 'abweichend' or 'schwarz': they show something else than they should. */
export function wrongOnGlass(latest: GlassLatest['items']) {
  return latest.filter((l) => l.result === 'abweichend' || l.result === 'schwarz');
}

/** Red box above the support list naming the screens that show something else. */
export function GlassAlert({ latest }: { latest: GlassLatest['items'] }) {
  const { t } = useTranslation();
  const wrong = wrongOnGlass(latest);
  if (wrong.length === 0) return null;
  return (
    <Alert severity="error" data-testid="glass-alert">
      <AlertTitle>{t('glass.alert', { count: wrong.length })}</AlertTitle>
      <Stack component="ul" spacing={0.25} sx={{ m: 0, pl: 2 }}>
        {wrong.map((w) => (
          <li key={w.guidDevice}>
            <Link component={RouterLink} to={`/Geraete/${w.guidDevice}`} state={FROM_SUPPORT_LIST}>
              {w.deviceName || w.guidDevice}
            </Link>
            {' – '}
            {t(`glass.results.${w.result}`)}
            {w.itemName ? ` (${w.itemName})` : ''}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}
