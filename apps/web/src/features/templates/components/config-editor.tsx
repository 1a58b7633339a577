import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { type ConfigProblem, checkConfigText } from '../lib/config-check';
import type { TemplateFormValues } from '../lib/template-form';
import { ConfigProblems } from './config-problems';

interface Props {
  control: Control<TemplateFormValues>;
  readOnly: boolean;
  /** The server's refusal of the last save, by path. */
  serverProblems: ConfigProblem[] | null;
}

/** The template config as JSON in a monospace text area, checked live (syntax and schema). */
export function ConfigEditor({ control, readOnly, serverProblems }: Props) {
  const { t } = useTranslation();
  const { field } = useController({ name: 'config', control });
  const text = useDebouncedValue(field.value, 300);
  const check = useMemo(() => checkConfigText(text), [text]);

  const format = () => {
    try {
      field.onChange(JSON.stringify(JSON.parse(field.value), null, 2));
    } catch {
      // not JSON: the syntax error is shown already
    }
  };

  return (
    <Stack spacing={1.5}>
      <TextField
        id="template-config"
        label={t('templates.fields.config')}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        multiline
        minRows={18}
        maxRows={40}
        error={!check.ok}
        slotProps={{
          htmlInput: { spellCheck: false, readOnly, 'data-testid': 'template-config' },
          input: { sx: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } },
        }}
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        {check.ok ? (
          <Typography
            variant="body2"
            color="success.main"
            data-testid="config-valid"
            sx={{ display: 'flex', gap: 0.5 }}
          >
            <CheckCircleIcon fontSize="small" aria-hidden /> {t('templates.config.valid')}
          </Typography>
        ) : null}
        <Button size="small" onClick={format} disabled={readOnly || check.syntax !== null} sx={{ ml: 'auto' }}>
          {t('templates.config.format')}
        </Button>
      </Stack>
      {check.syntax ? (
        <Alert severity="error" data-testid="config-syntax-error">
          {t('templates.config.syntax', { line: check.syntax.line, column: check.syntax.column })}{' '}
          <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
            {check.syntax.message}
          </Typography>
        </Alert>
      ) : null}
      {check.problems.length > 0 ? (
        <ConfigProblems title={t('templates.config.schema')} problems={check.problems} testId="config-schema-errors" />
      ) : null}
      {serverProblems && serverProblems.length > 0 ? (
        <ConfigProblems title={t('templates.config.server')} problems={serverProblems} testId="config-server-errors" />
      ) : null}
    </Stack>
  );
}
