import AddIcon from '@mui/icons-material/Add';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The 'Neu erstellen' button of lists and tabs (another label for a more specific action). */
export function CreateButton({ children, ...props }: Omit<ButtonProps, 'variant' | 'startIcon'>) {
  const { t } = useTranslation();
  return (
    <Button variant="contained" startIcon={<AddIcon />} {...props}>
      {children ?? t('common.create')}
    </Button>
  );
}

/** A list's 'Neu erstellen' above it, on the right. */
export function CreateBar(props: Omit<ButtonProps, 'variant' | 'startIcon'>) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
      <CreateButton {...props} />
    </Stack>
  );
}
