import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Company } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { networkTabPath } from '../lib/company-paths';

/** A location's network, read-only with a link to it (the 'zuweisen' link of a location without one is in the header). */
export function LocationNetworkField({ location }: { location: Company }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={0.5}>
      <TextField
        id="field-network"
        label={t('networks.fields.network')}
        value={location.parentName ?? t('networks.noNetwork')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      {location.guidParent ? (
        <Link component={RouterLink} to={networkTabPath(location.guidParent, 0)} variant="body2">
          {t('networks.openNetwork')}
        </Link>
      ) : null}
    </Stack>
  );
}
