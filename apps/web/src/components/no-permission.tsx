import BlockIcon from '@mui/icons-material/Block';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from './centered-message';

export function NoPermission() {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      title={t('forbidden.title')}
      testId="no-permission"
      icon={<BlockIcon color="error" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Typography>{t('forbidden.text')}</Typography>
    </CenteredMessage>
  );
}
