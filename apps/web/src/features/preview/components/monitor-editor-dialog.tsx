import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { applyMonitorRule, type Device, type MonitorBox, type Orientation } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveMonitor } from '../../../api/devices/save-monitor';
import { describeError } from '../../../lib/describe-error';
import {
  clampBox,
  effectiveMonitorBox,
  moveBy,
  referenceHeight,
  type Size,
  STAGE_REFERENCE_WIDTH,
  withWidth,
} from '../lib/stage-geometry';
import { MonitorBoxCanvas } from './monitor-box-canvas';

interface Props {
  device: Device;
  onClose: () => void;
}

const orientationOf = (device: Device): Orientation => (device.orientation === 'vertical' ? 'vertical' : 'horizontal');

function NumberInput({
  id,
  label,
  value,
  onValue,
  readOnly,
}: {
  id: string;
  label: string;
  value: number;
  onValue?: (n: number) => void;
  readOnly?: boolean;
}) {
  return (
    <TextField
      id={id}
      label={label}
      type="number"
      size="small"
      value={Math.round(value)}
      onChange={(event) => {
        const n = Number(event.target.value);
        if (Number.isFinite(n)) onValue?.(n);
      }}
      slotProps={{ input: { readOnly }, htmlInput: { step: 1 } }}
      sx={{ width: 120 }}
    />
  );
}

/** SPEC §2 monitor position editor; SPEC §5 aspect-ratio and NaN rules applied (packages/shared). */
function MonitorEditor({ device, onClose }: Props) {
  const { t } = useTranslation();
  const orientation = orientationOf(device);
  const save = useSaveMonitor();
  const [natural, setNatural] = useState<Size | null>(null);
  // The saved box as the rule reads it: a NaN size becomes 90x10 and a wrong ratio is reset (SPEC §5),
  // so editing starts from a box the server keeps.
  const [initial] = useState(() => effectiveMonitorBox(device.jsonMonitor, orientation));
  const [box, setBox] = useState<MonitorBox>(initial);
  const corrected = initial.w !== device.jsonMonitor.w || initial.h !== device.jsonMonitor.h;

  const onNatural = (size: Size) => {
    setNatural(size);
    setBox((b) => clampBox(b, size));
  };
  const submit = () =>
    save.mutate(
      { guid: device.guid, box: applyMonitorRule(clampBox(box, natural), orientation) },
      { onSuccess: onClose },
    );

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          {save.isError ? <Alert severity="error">{describeError(save.error, t)}</Alert> : null}
          {!device.imgBackgroundUrl ? <Alert severity="info">{t('stagePreview.monitor.noImage')}</Alert> : null}
          {corrected ? <Alert severity="warning">{t('stagePreview.monitor.corrected')}</Alert> : null}
          <Typography variant="body2" color="text.secondary">
            {t(`stagePreview.monitor.hint.${orientation}`)}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', rowGap: 2, alignItems: 'center' }}>
            <NumberInput
              id="monitor-x"
              label="X"
              value={box.x}
              onValue={(x) => setBox((b) => moveBy(b, x - b.x, 0, natural))}
            />
            <NumberInput
              id="monitor-y"
              label="Y"
              value={box.y}
              onValue={(y) => setBox((b) => moveBy(b, 0, y - b.y, natural))}
            />
            <NumberInput
              id="monitor-w"
              label={t('stagePreview.monitor.width')}
              value={box.w}
              onValue={(w) => setBox((b) => clampBox(withWidth(b, w, orientation), natural))}
            />
            <NumberInput id="monitor-h" label={t('stagePreview.monitor.height')} value={box.h} readOnly />
            <FormControlLabel
              control={
                <Checkbox
                  checked={box.vis}
                  onChange={(event) => setBox((b) => ({ ...b, vis: event.target.checked }))}
                />
              }
              label={t('stagePreview.monitor.visible')}
            />
          </Stack>
          <Box
            sx={{
              width: '100%',
              maxWidth: `calc((100vh - 360px) * ${STAGE_REFERENCE_WIDTH / referenceHeight(natural)})`,
              alignSelf: 'center',
            }}
          >
            <MonitorBoxCanvas
              imageUrl={device.imgBackgroundUrl}
              natural={natural}
              onNatural={onNatural}
              box={box}
              orientation={orientation}
              onChange={setBox}
            />
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} loading={save.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </>
  );
}

export function MonitorEditorDialog({ open, device, onClose }: Props & { open: boolean }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="monitor-editor-title">
      <DialogTitle id="monitor-editor-title">{t('stagePreview.monitor.title')}</DialogTitle>
      {open ? <MonitorEditor device={device} onClose={onClose} /> : null}
    </Dialog>
  );
}
