import Chip from '@mui/material/Chip';
import type { OutboxStatus } from '@signage/shared';
import { useTranslation } from 'react-i18next';

const COLOUR = { wartet: 'warning', gesendet: 'success', fehlgeschlagen: 'error' } as const;

/** A mail's outbox state: 'wartet', 'gesendet' or 'fehlgeschlagen' (SPEC wording, also in English). */
export function OutboxStatusChip({ status }: { status: OutboxStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLOUR[status]}
      variant={status === 'wartet' ? 'outlined' : 'filled'}
      label={t(`mail.status.${status}`)}
      data-testid="outbox-status"
    />
  );
}
