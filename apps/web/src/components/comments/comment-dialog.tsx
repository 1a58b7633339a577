import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CommentAction } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateComment } from '../../api/comments/create-comment';
import type { CommentTarget } from '../../api/comments/search-comments';
import { isApiError } from '../../lib/api-error';
import { describeError } from '../../lib/describe-error';
import { plainTextToHtml } from './comment-html';

export const COMMENT_ACTIONS: readonly CommentAction[] = ['manual', 'phone', 'mail', 'contact'];

interface Props {
  open: boolean;
  target: CommentTarget;
  onClose: () => void;
  onCreated?: () => void;
}

/** SPEC §2 dialogs: comment creation with action (Default, Telefonat, E-mail, Kontakt), subject and text. */
export function CommentDialog({ open, target, onClose, onCreated }: Props) {
  const { t } = useTranslation();
  const create = useCreateComment();
  const [action, setAction] = useState<CommentAction>('manual');
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const reset = () => {
    setAction('manual');
    setSubject('');
    setText('');
    setError(null);
    create.reset();
  };
  const close = () => {
    if (create.isPending) return;
    reset();
    onClose();
  };

  const save = () => {
    if (!text.trim()) {
      setError(t('comments.textRequired'));
      return;
    }
    setError(null);
    create.mutate(
      { ...target, action, subject: subject.trim(), comment: plainTextToHtml(text) },
      {
        onSuccess: () => {
          reset();
          onCreated?.();
          onClose();
        },
        onError: (err) =>
          setError(
            isApiError(err) && err.issues.length > 0
              ? err.issues.map((i) => i.message).join(' ')
              : describeError(err, t),
          ),
      },
    );
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="comment-dialog-title">
      <DialogTitle id="comment-dialog-title">{t('comments.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? (
            <Alert severity="error" data-testid="comment-error">
              {error}
            </Alert>
          ) : null}
          <TextField
            select
            id="comment-action"
            label={t('comments.fields.action')}
            value={action}
            onChange={(event) => setAction(event.target.value as CommentAction)}
          >
            {COMMENT_ACTIONS.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`comments.actions.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id="comment-subject"
            label={t('comments.fields.subject')}
            value={subject}
            onChange={(event) => setSubject(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 255 } }}
          />
          <TextField
            id="comment-text"
            label={t('comments.fields.text')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            required
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={save} loading={create.isPending}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
