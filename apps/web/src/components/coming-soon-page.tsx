import ConstructionIcon from '@mui/icons-material/Construction';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CenteredMessage } from './centered-message';

/** The one page for screens that later issues build: names the page, never blank. */
export function ComingSoonPage({ title, fullScreen = false }: { title: string; fullScreen?: boolean }) {
  const { t } = useTranslation();
  return (
    <CenteredMessage
      title={title}
      testId="coming-soon"
      fullScreen={fullScreen}
      icon={<ConstructionIcon color="secondary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Typography>{t('placeholder.text')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('placeholder.hint')}
      </Typography>
    </CenteredMessage>
  );
}
