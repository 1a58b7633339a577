import CodeIcon from '@mui/icons-material/Code';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlayerAnswer } from '../../../api/devices/get-player-answer';
import { QueryStatus } from '../../../components/query-state';

/** The formatted JSON the player receives (read without counting as the device's heartbeat). */
export function PlayerAnswerPanel({ guid }: { guid: string }) {
  const { t } = useTranslation();
  const answer = usePlayerAnswer(guid);
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('devices.loop.jsonTitle')}
      </Typography>
      <Alert severity="info">{t('devices.loop.jsonHint')}</Alert>
      <div>
        <Button
          variant="outlined"
          startIcon={<CodeIcon />}
          loading={answer.isFetching}
          onClick={() => void answer.refetch()}
        >
          {t('devices.loop.reloadJson')}
        </Button>
      </div>
      <QueryStatus query={answer} />
      {answer.data ? (
        <Box
          component="pre"
          data-testid="player-json"
          // WCAG 2.1.1: a scrolling region is a Tab stop, so the keyboard can scroll it.
          tabIndex={0}
          role="region"
          aria-label={t('devices.loop.jsonTitle')}
          sx={{
            m: 0,
            p: 2,
            maxHeight: 520,
            overflow: 'auto',
            bgcolor: 'grey.100',
            borderRadius: 1,
            fontSize: 12,
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          }}
        >
          {JSON.stringify(answer.data, null, 2)}
        </Box>
      ) : null}
    </Stack>
  );
}
