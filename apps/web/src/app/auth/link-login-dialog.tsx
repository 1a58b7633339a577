import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Me } from '@signage/shared';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Themed } from '../../components/themed';
import { useCredentials } from '../../hooks/use-credentials';
import { credentials } from '../../lib/credentials';
import { linkLogin, userOfToken } from '../boot/link-login';

type LinkUser = { state: 'loading' } | { state: 'invalid' } | { state: 'valid'; user: Me };

/**
 * An ?authToken= link opened while someone is signed in: says who is signed in and whom the link
 * signs in, and switches only when asked to.
 */
export function LinkLoginDialog() {
  const { t } = useTranslation();
  const token = useSyncExternalStore(linkLogin.subscribe, linkLogin.get, linkLogin.get);
  const current = useCredentials().data?.username ?? '…';
  const [linkUser, setLinkUser] = useState<LinkUser>({ state: 'loading' });

  useEffect(() => {
    if (!token) return;
    let live = true;
    setLinkUser({ state: 'loading' });
    userOfToken(token)
      .then((user) => live && setLinkUser(user ? { state: 'valid', user } : { state: 'invalid' }))
      .catch(() => live && setLinkUser({ state: 'invalid' }));
    return () => {
      live = false;
    };
  }, [token]);

  if (!token) return null;
  const switchUser = () => {
    credentials.signIn(token, true);
    linkLogin.dismiss();
    // A fresh start: nothing cached for the previous user stays on screen.
    window.location.reload();
  };

  return (
    <Themed>
      <Dialog open onClose={() => linkLogin.dismiss()} aria-labelledby="link-login-title">
        <DialogTitle id="link-login-title">{t('login.link.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {linkUser.state === 'loading' && t('login.link.checking')}
            {linkUser.state === 'invalid' && t('login.link.invalid', { current })}
            {linkUser.state === 'valid' && t('login.link.question', { current, other: linkUser.user.username })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => linkLogin.dismiss()} autoFocus>
            {t('login.link.stay', { current })}
          </Button>
          {linkUser.state === 'valid' ? (
            <Button variant="contained" onClick={switchUser}>
              {t('login.link.switch', { other: linkUser.user.username })}
            </Button>
          ) : null}
        </DialogActions>
      </Dialog>
    </Themed>
  );
}
