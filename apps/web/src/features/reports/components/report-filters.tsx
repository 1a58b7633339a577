import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REPORT_GROUPS, type ReportGroup } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import type { PeriodKey } from '../lib/periods';

export interface FilterState {
  period: PeriodKey;
  from: string;
  to: string;
  by: ReportGroup;
}

const PERIODS: PeriodKey[] = ['last7', 'last30', 'thisMonth', 'lastMonth', 'custom'];

/** Period (presets or own days) and grouping of the report. */
export function ReportFilters({
  value,
  onChange,
  error,
}: {
  value: FilterState;
  onChange: (next: Partial<FilterState>) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('reports.period')}
        value={value.period}
        onChange={(e) => onChange({ period: e.target.value as PeriodKey })}
        sx={{ minWidth: 200 }}
      >
        {PERIODS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`reports.periods.${key}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.period === 'custom' ? (
        <>
          <TextField
            type="date"
            size="small"
            label={t('reports.from')}
            value={value.from}
            onChange={(e) => onChange({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label={t('reports.to')}
            value={value.to}
            onChange={(e) => onChange({ to: e.target.value })}
            error={!!error}
            helperText={error}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      ) : null}
      <TextField
        select
        size="small"
        label={t('reports.groupBy')}
        value={value.by}
        onChange={(e) => onChange({ by: e.target.value as ReportGroup })}
        sx={{ minWidth: 200 }}
        slotProps={{ htmlInput: { 'data-testid': 'report-group' } }}
      >
        {REPORT_GROUPS.map((key) => (
          <MenuItem key={key} value={key}>
            {t(`reports.groups.${key}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
