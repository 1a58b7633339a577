import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { ContactDetails } from '../lib/support-form';

const FIELDS: Array<keyof ContactDetails> = ['contactPerson', 'email', 'phone', 'street', 'postcode', 'city'];

/** The network/location contact (read-only here; edited on the network or location). */
export function ContactDetailsView({ contact }: { contact: ContactDetails }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          id={`support-${field}`}
          label={t(`devices.support.${field}`)}
          value={contact[field]}
          slotProps={{ input: { readOnly: true } }}
        />
      ))}
    </Box>
  );
}
