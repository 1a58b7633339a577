import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSupportNavigator } from '../../../hooks/use-support-navigator';
import { cameFromSupportList, FROM_SUPPORT_LIST } from '../../../lib/support-origin';

/**
 * SPEC §2: previous/next 'n von m' over the filtered support list the user came from; hidden when the
 * page was opened some other way (there is no list to step through).
 */
export function SupportNavigator({ guid, basePath }: { guid: string; basePath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fromList = cameFromSupportList(useLocation().state);
  const nav = useSupportNavigator(guid);
  if (!fromList || !nav.position) return null;
  const go = async (direction: -1 | 1) => {
    const next = await nav.go(direction);
    if (next) navigate(`${basePath}${next}`, { replace: true, state: FROM_SUPPORT_LIST });
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid="support-navigator">
      <IconButton
        aria-label={t('devices.support.previous')}
        disabled={!nav.canPrev || nav.busy}
        onClick={() => void go(-1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2" sx={{ minWidth: 64, textAlign: 'center' }}>
        {t('devices.support.position', { n: nav.position.n, m: nav.position.m })}
      </Typography>
      <IconButton aria-label={t('devices.support.next')} disabled={!nav.canNext || nav.busy} onClick={() => void go(1)}>
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}
