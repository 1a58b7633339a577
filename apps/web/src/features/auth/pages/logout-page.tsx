import WavingHandIcon from '@mui/icons-material/WavingHand';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout } from '../../../api/auth/logout';
import { CenteredMessage } from '../../../components/centered-message';
import { credentials } from '../../../lib/credentials';

/** How long the goodbye stays before the redirect to /. */
export const LOGOUT_REDIRECT_MS = 2000;

/** SPEC §2 /Logout: goodbye, logout call, credentials cleared, then to /. */
export function LogoutPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const hadToken = credentials.token() !== null;
    const call = (hadToken ? logout().catch(() => undefined) : Promise.resolve()).then(() => {
      credentials.clear();
      queryClient.clear();
    });
    const timer = new Promise((resolve) => setTimeout(resolve, LOGOUT_REDIRECT_MS));
    void Promise.all([call, timer]).then(() => navigate('/', { replace: true }));
  }, [navigate, queryClient]);

  return (
    <CenteredMessage
      title={t('logout.title')}
      testId="logout"
      fullScreen
      icon={<WavingHandIcon color="primary" sx={{ fontSize: 48, mb: 1 }} aria-hidden />}
    >
      <Typography sx={{ mb: 2 }}>{t('logout.text')}</Typography>
      <LinearProgress aria-label={t('logout.text')} />
    </CenteredMessage>
  );
}
