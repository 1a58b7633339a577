import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSystemConfig } from '../../../api/system/save-system-config';
import { formatDateTime } from '../../../lib/dates';
import { describeError } from '../../../lib/describe-error';
import { isJsonText } from '../lib/audit-diff';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;

interface Props {
  /** An existing setting, or null for a new one (then the name is editable). */
  name: string | null;
  data: string;
  changed?: number;
  onSaved?: () => void;
}

/** One system setting: its name and its data as JSON text, checked before saving. */
export function ConfigEntryForm({ name, data, changed, onSaved }: Props) {
  const { t } = useTranslation();
  const save = useSaveSystemConfig();
  const [newName, setNewName] = useState('');
  const [text, setText] = useState(data);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const valid = isJsonText(text);
  const entryName = name ?? newName.trim();
  const id = name ? `config-${name}` : 'config-new';

  const submit = () => {
    setMessage(null);
    save.mutate(
      { name: entryName, data: text },
      {
        onSuccess: () => {
          setMessage({ ok: true, text: t('common.saved') });
          if (!name) {
            setNewName('');
            setText('{}');
          }
          onSaved?.();
        },
        onError: (error) => setMessage({ ok: false, text: describeError(error, t) }),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={id}>
      <Stack spacing={1.5}>
        {name ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontFamily: MONO.fontFamily }}>
              {name}
            </Typography>
            {changed ? (
              <Typography variant="caption" color="text.secondary">
                {t('system.config.changed', { date: formatDateTime(changed) })}
              </Typography>
            ) : null}
          </Stack>
        ) : (
          <TextField
            id="config-new-name"
            label={t('system.config.name')}
            value={newName}
            onChange={(event) => setNewName(event.target.value)}
            size="small"
            sx={{ maxWidth: 400 }}
          />
        )}
        <TextField
          id={`${id}-data`}
          label={t('system.config.data')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          multiline
          minRows={3}
          maxRows={20}
          error={!valid}
          helperText={valid ? undefined : t('system.config.invalidJson')}
          slotProps={{ htmlInput: { spellCheck: false }, input: { sx: MONO } }}
        />
        {message ? <Alert severity={message.ok ? 'success' : 'error'}>{message.text}</Alert> : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            onClick={submit}
            loading={save.isPending}
            disabled={!valid || !entryName}
            aria-label={name ? t('system.config.saveNamed', { name }) : t('system.config.add')}
          >
            {name ? t('common.save') : t('system.config.add')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
