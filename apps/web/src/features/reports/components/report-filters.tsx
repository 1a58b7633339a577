import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { REPORT_GROUPS, type ReportGroup } from '@signage/shared';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateLocalization } from '../../../components/date-localization';
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
        <DateLocalization>
          <DayField label={t('reports.from')} value={value.from} onChange={(from) => onChange({ from })} />
          <DayField label={t('reports.to')} value={value.to} onChange={(to) => onChange({ to })} error={error} />
        </DateLocalization>
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

/** One day (DD.MM.YYYY) as an ISO day; a half-typed date changes nothing. */
function DayField(props: { label: string; value: string; onChange: (day: string) => void; error?: string }) {
  return (
    <DesktopDatePicker
      label={props.label}
      value={dayjs(props.value)}
      format="DD.MM.YYYY"
      onChange={(next: Dayjs | null) => {
        if (next?.isValid()) props.onChange(next.format('YYYY-MM-DD'));
      }}
      slotProps={{
        textField: { size: 'small', error: !!props.error, helperText: props.error, sx: { minWidth: 170 } },
      }}
    />
  );
}
