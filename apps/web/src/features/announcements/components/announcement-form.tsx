import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DesktopDateTimePicker } from '@mui/x-date-pickers/DesktopDateTimePicker';
import { ANNOUNCEMENT_COLOURS, ANNOUNCEMENT_TEXT_MAX, type AnnouncementScope, type Company } from '@signage/shared';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateAnnouncement } from '../../../api/announcements/announcements';
import { useAllCompanies } from '../../../api/companies/companies';
import { useOwnDevices } from '../../../api/devices/devices';
import { AnnouncementView } from '../../../components/announcement-view';
import { DATE_TIME_FORMAT, DateLocalization } from '../../../components/date-localization';
import { emptyForm, type FormState, pickedInput, toRequest } from '../lib/form';

const SCOPES: AnnouncementScope[] = ['network', 'location', 'devices'];

/** 'Neue Ankündigung': target, text, colour, picture and period, with a preview of the screen. */
export function AnnouncementForm() {
  const { t } = useTranslation();
  const companies = useAllCompanies().data ?? [];
  const networks = companies.filter((c) => c.isMother === 1);
  const locations = companies.filter((c) => c.isMother !== 1);
  // A location user sees its location only: the network comes from it.
  const defaultNetwork = networks[0]?.guid ?? locations[0]?.guidParent ?? '';
  const [form, setForm] = useState<FormState>(() => emptyForm(new Date()));
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureUrl, setPictureUrl] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const create = useCreateAnnouncement();
  const devices = (useOwnDevices(null).data?.items ?? []).filter((d) => d.networkGuid === form.network);
  const change = (next: Partial<FormState>) => setForm((f) => ({ ...f, ...next }));

  // The network arrives with the companies; a scope picked before that (say 'Standort') stays. A location user has
  // no network to address: its scope is its location.
  useEffect(() => {
    if (!form.network && defaultNetwork)
      setForm((f) => ({ ...f, network: defaultNetwork, scope: networks.length ? f.scope : 'location' }));
  }, [defaultNetwork, form.network, networks.length]);
  useEffect(() => {
    if (!picture) return setPictureUrl(null);
    const url = URL.createObjectURL(picture);
    setPictureUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [picture]);

  const ofNetwork = useMemo(() => locations.filter((l) => l.guidParent === form.network), [locations, form.network]);
  const submit = () =>
    create.mutate(
      { input: toRequest(form), picture },
      {
        onSuccess: () => {
          setForm(emptyForm(new Date(), form.network, form.scope));
          setPicture(null);
          setDone(true);
        },
      },
    );
  const byName = (list: Company[]) =>
    list.map((c) => (
      <MenuItem key={c.guid} value={c.guid}>
        {c.name}
      </MenuItem>
    ));

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="announcement-form">
      <Typography variant="h6" gutterBottom>
        {t('announcements.form.title')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={form.scope}
            onChange={(_e, scope: AnnouncementScope | null) => scope && change({ scope })}
            aria-label={t('announcements.form.scope')}
          >
            {SCOPES.map((s) => (
              <ToggleButton key={s} value={s} disabled={s === 'network' && networks.length === 0}>
                {t(`announcements.scope.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {networks.length > 1 ? (
            <TextField
              select
              label={t('announcements.form.network')}
              value={form.network}
              onChange={(e) => change({ network: e.target.value, location: '', devices: [] })}
            >
              {byName(networks)}
            </TextField>
          ) : null}
          {form.scope === 'location' ? (
            <TextField
              select
              label={t('announcements.form.location')}
              value={form.location}
              onChange={(e) => change({ location: e.target.value })}
            >
              {byName(ofNetwork)}
            </TextField>
          ) : null}
          {form.scope === 'devices' ? (
            <Autocomplete
              multiple
              options={devices.map((d) => d.guid)}
              getOptionLabel={(g) => {
                const d = devices.find((x) => x.guid === g);
                return d ? `${d.name}${d.companyName ? ` (${d.companyName})` : ''}` : g;
              }}
              value={form.devices}
              onChange={(_e, value) => change({ devices: value })}
              renderInput={(params) => <TextField {...params} label={t('announcements.form.devices')} />}
            />
          ) : null}
          <TextField
            label={t('announcements.form.text')}
            value={form.text}
            onChange={(e) => change({ text: e.target.value })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ANNOUNCEMENT_TEXT_MAX } }}
            helperText={`${form.text.length}/${ANNOUNCEMENT_TEXT_MAX}`}
          />
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center' }}
            role="radiogroup"
            aria-label={t('announcements.form.colour')}
          >
            <Typography variant="body2">{t('announcements.form.colour')}</Typography>
            {ANNOUNCEMENT_COLOURS.map((c) => (
              <Box
                key={c}
                component="button"
                type="button"
                role="radio"
                aria-checked={form.colour === c}
                aria-label={c}
                onClick={() => change({ colour: c })}
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: c,
                  cursor: 'pointer',
                  border: form.colour === c ? '3px solid' : '1px solid',
                  borderColor: form.colour === c ? 'primary.main' : 'divider',
                }}
              />
            ))}
            <input
              type="color"
              aria-label={t('announcements.form.ownColour')}
              value={form.colour}
              onChange={(e) => change({ colour: e.target.value })}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Button variant="outlined" component="label">
              {t('announcements.form.picture')}
              <input
                hidden
                type="file"
                accept="image/jpeg,image/png"
                onChange={(e) => setPicture(e.target.files?.[0] ?? null)}
              />
            </Button>
            {picture ? (
              <>
                <Typography variant="body2">{picture.name}</Typography>
                <Button size="small" onClick={() => setPicture(null)}>
                  {t('announcements.form.noPicture')}
                </Button>
              </>
            ) : null}
          </Stack>
          <DateLocalization>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <DesktopDateTimePicker
                label={t('announcements.form.start')}
                value={form.start ? dayjs(form.start) : null}
                format={DATE_TIME_FORMAT}
                ampm={false}
                onChange={(value) => change({ start: pickedInput(value) })}
                slotProps={{ textField: { helperText: t('announcements.form.startHint') } }}
              />
              <DesktopDateTimePicker
                label={t('announcements.form.end')}
                value={form.end ? dayjs(form.end) : null}
                format={DATE_TIME_FORMAT}
                ampm={false}
                onChange={(value) => change({ end: pickedInput(value) })}
                slotProps={{ textField: { required: true } }}
              />
            </Stack>
          </DateLocalization>
          {create.isError ? <Alert severity="error">{create.error.message}</Alert> : null}
          {done && !create.isError ? <Alert severity="success">{t('announcements.form.created')}</Alert> : null}
          <Box>
            <Button variant="contained" onClick={submit} disabled={create.isPending || !form.text.trim()}>
              {t('announcements.form.submit')}
            </Button>
          </Box>
        </Stack>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {t('announcements.form.preview')}
          </Typography>
          <Box
            data-testid="announcement-preview"
            sx={{
              position: 'relative',
              aspectRatio: '16 / 9',
              containerType: 'size',
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            <AnnouncementView
              unit="cqmin"
              announcement={{ text: form.text || t('announcements.form.sample'), colour: form.colour, pictureUrl }}
            />
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}
