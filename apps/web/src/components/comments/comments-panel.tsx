import AddCommentIcon from '@mui/icons-material/AddComment';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CommentTarget, useComments } from '../../api/comments/search-comments';
import { QueryStatus } from '../query-state';
import { CommentDialog } from './comment-dialog';
import { CommentsTable } from './comments-table';

/** The comments of a company or device with 'Kommentar hinzufügen' (network, location and device support tabs). */
export function CommentsPanel({ target, canCreate = true }: { target: CommentTarget; canCreate?: boolean }) {
  const { t } = useTranslation();
  const comments = useComments(target);
  const [open, setOpen] = useState(false);

  return (
    <Stack spacing={2}>
      {canCreate ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setOpen(true)}>
            {t('comments.add')}
          </Button>
        </Stack>
      ) : null}
      <QueryStatus query={comments} />
      {comments.data ? <CommentsTable comments={comments.data} /> : null}
      <CommentDialog open={open} target={target} onClose={() => setOpen(false)} />
    </Stack>
  );
}
