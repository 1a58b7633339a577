import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Company, OpeningHoursView } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpeningHours, useSaveOpeningHours } from '../../../../api/companies/opening-hours';
import { QueryStatus } from '../../../../components/query-state';
import { isApiError } from '../../../../lib/api-error';
import { describeError } from '../../../../lib/describe-error';
import {
  checkDraft,
  draftOf,
  errorMap,
  type HoursDraft,
  previewOf,
  takeOverHolidays,
  toSave,
} from '../../lib/opening-hours-form';
import { mondayOf, todayIn } from '../../lib/week-rows';
import { ExceptionsEditor } from './exceptions-editor';
import { HolidayTakeover } from './holiday-takeover';
import { WeekView } from './week-view';
import { WeeklyEditor } from './weekly-editor';

/** The 'Öffnungszeiten' of a network or location in its Stammdaten: the week view and, with the right, the editor. */
export function OpeningHoursSection({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const query = useOpeningHours(company.guid);
  if (!query.data) return <QueryStatus query={query} />;
  return <OpeningHoursForm key={company.guid} company={company} view={query.data} canEdit={canEdit} />;
}

function OpeningHoursForm({ company, view, canEdit }: { company: Company; view: OpeningHoursView; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveOpeningHours();
  const isNetwork = view.isMother === 1;
  const today = todayIn(view.timeZone);
  const [draft, setDraft] = useState<HoursDraft>(() => draftOf(view));
  const [monday, setMonday] = useState(() => mondayOf(today));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);

  const change = (next: HoursDraft) => {
    setDraft(next);
    setDirty(true);
    setSaved(false);
    // Errors follow the draft: a corrected field loses its message at once.
    if (Object.keys(errors).length > 0) setErrors(checkDraft(next, isNetwork));
  };

  const submit = () => {
    setAlert(null);
    const found = checkDraft(draft, isNetwork);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAlert(t('common.checkFields'));
    save.mutate(
      { guid: company.guid, body: toSave(draft, isNetwork) },
      {
        onSuccess: (next) => {
          setDraft(draftOf(next));
          setDirty(false);
          setSaved(true);
        },
        onError: (error) => {
          if (isApiError(error) && error.issues.length > 0) {
            setErrors(errorMap(error.issues));
            setAlert(t('common.checkFields'));
          } else setAlert(describeError(error, t));
        },
      },
    );
  };

  const hasNetwork = !isNetwork && Boolean(company.guidParent);
  const inherited = hasNetwork ? (view.networkHours?.exceptions ?? []) : [];
  const disabled = !canEdit || save.isPending;
  return (
    <Stack spacing={2} component="section" aria-labelledby="opening-hours-title" data-testid="opening-hours">
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" id="opening-hours-title" sx={{ mr: 'auto' }}>
          {t('openingHours.title')}
        </Typography>
        {isNetwork ? (
          <Typography variant="body2" color="text.secondary">
            {t('openingHours.networkZone')}
          </Typography>
        ) : (
          <Chip label={t('openingHours.timeZone', { zone: view.timeZone })} data-testid="opening-hours-zone" />
        )}
      </Stack>
      {alert ? (
        <Alert severity="error" data-testid="opening-hours-error">
          {alert}
        </Alert>
      ) : null}
      {saved ? (
        <Alert severity="success" data-testid="opening-hours-saved" onClose={() => setSaved(false)}>
          {t('common.saved')}
        </Alert>
      ) : null}
      {errors.hours ? <FormHelperText error>{errors.hours}</FormHelperText> : null}
      {hasNetwork ? (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={draft.inherit}
                disabled={disabled}
                onChange={(event) => change({ ...draft, inherit: event.target.checked })}
                slotProps={{ input: { 'aria-describedby': 'opening-hours-inherit-hint' } }}
              />
            }
            label={t('openingHours.inherit')}
          />
          <FormHelperText id="opening-hours-inherit-hint">
            {!draft.inherit
              ? t('openingHours.ownHint')
              : view.networkHours
                ? t('openingHours.inheritHint')
                : t('openingHours.networkNone')}
          </FormHelperText>
        </div>
      ) : null}
      <WeekView
        hours={previewOf(draft, view)}
        monday={monday}
        onWeek={(date) => setMonday(mondayOf(date))}
        today={today}
        showSource={!isNetwork}
      />
      {hasNetwork && draft.inherit ? null : (
        <WeeklyEditor draft={draft} onChange={change} errors={errors} disabled={disabled} />
      )}
      <ExceptionsEditor
        draft={draft}
        onChange={change}
        errors={errors}
        disabled={disabled}
        today={today}
        inherited={inherited}
      />
      {canEdit ? (
        <HolidayTakeover
          state={draft.holidayState}
          onState={(holidayState) => change({ ...draft, holidayState })}
          defaultYear={Number(today.slice(0, 4))}
          error={errors.holidayState}
          onTakeOver={(state, year) => {
            const taken = takeOverHolidays(draft, state, year);
            change(taken.draft);
            return taken.added;
          }}
        />
      ) : null}
      {canEdit ? (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            disabled={!dirty || save.isPending}
            onClick={() => {
              setDraft(draftOf(view));
              setErrors({});
              setAlert(null);
              setDirty(false);
            }}
          >
            {t('openingHours.discard')}
          </Button>
          <Button variant="contained" onClick={submit} loading={save.isPending} data-testid="opening-hours-save">
            {t('openingHours.save')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
