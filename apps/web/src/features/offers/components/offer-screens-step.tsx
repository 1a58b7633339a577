import CheckIcon from '@mui/icons-material/Check';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { OfferPrepareLoginResponse } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { groupOfferDevices, toggleGuid } from '../lib/offer-screens';

type Login = Pick<OfferPrepareLoginResponse, 'devices' | 'playlists'>;

/** Step 2: the location's screens as multi-select chips, grouped by the image that fills them, and the playlist. */
export function OfferScreensStep(props: {
  login: Login;
  devices: string[];
  onDevices: (guids: string[]) => void;
  playlist: string;
  onPlaylist: (guid: string) => void;
}) {
  const { t } = useTranslation();
  const groups = groupOfferDevices(props.login.devices);
  if (props.login.devices.length === 0) return <Alert severity="warning">{t('offers.noScreens')}</Alert>;
  const group = (title: string, devices: Login['devices']) =>
    devices.length > 0 && (
      <Stack spacing={1}>
        <Typography variant="subtitle2">{title}</Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {devices.map((d) => {
            const chosen = props.devices.includes(d.guid);
            return (
              <Chip
                key={d.guid}
                label={d.name}
                color={chosen ? 'primary' : 'default'}
                variant={chosen ? 'filled' : 'outlined'}
                icon={chosen ? <CheckIcon /> : undefined}
                aria-pressed={chosen}
                onClick={() => props.onDevices(toggleGuid(props.devices, d.guid))}
              />
            );
          })}
        </Stack>
      </Stack>
    );
  return (
    <Stack spacing={3}>
      {group(t('offers.groupHorizontal'), groups.horizontal)}
      {group(t('offers.groupVertical'), groups.vertical)}
      <TextField
        select
        label={t('offers.playlist')}
        value={props.playlist}
        onChange={(e) => props.onPlaylist(e.target.value)}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value="">{t('offers.noPlaylist')}</MenuItem>
        {props.login.playlists.map((p) => (
          <MenuItem key={p.guid} value={p.guid}>
            {p.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
