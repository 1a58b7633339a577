import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Announcement } from '@signage/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements, useDeleteAnnouncement, useEndAnnouncement } from '../../../api/announcements/announcements';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { QueryStatus } from '../../../components/query-state';

const when = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'short' });
const COLOURS = { active: 'success', planned: 'info', ended: 'default' } as const;

function targetOf(a: Announcement, label: string): string {
  if (a.scope === 'network') return `${label}: ${a.networkName ?? ''}`;
  if (a.scope === 'location') return `${label}: ${a.locationName ?? ''}`;
  return `${label}: ${a.devices.map((d) => d.name).join(', ')}`;
}

/** Running, planned and recently ended announcements; end now and delete, each after asking. */
export function AnnouncementList() {
  const { t } = useTranslation();
  const query = useAnnouncements();
  const end = useEndAnnouncement();
  const remove = useDeleteAnnouncement();
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const [ending, setEnding] = useState<Announcement | null>(null);
  // What the end dialog names: kept while it closes (ending is null by then).
  const [shown, setShown] = useState<Announcement | null>(null);
  const rows = query.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h6" gutterBottom>
        {t('announcements.list.title')}
      </Typography>
      <QueryStatus query={query} />
      {query.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('announcements.list.empty')}</Typography>
      ) : null}
      {rows.length > 0 ? (
        <Table size="small" data-testid="announcement-list">
          <TableHead>
            <TableRow>
              <TableCell>{t('announcements.list.state')}</TableCell>
              <TableCell>{t('announcements.list.text')}</TableCell>
              <TableCell>{t('announcements.list.target')}</TableCell>
              <TableCell>{t('announcements.list.period')}</TableCell>
              <TableCell>{t('announcements.list.by')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((a) => (
              <TableRow key={a.guid} data-testid={`announcement-${a.guid}`}>
                <TableCell>
                  <Chip size="small" color={COLOURS[a.state]} label={t(`announcements.state.${a.state}`)} />
                </TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={{ display: 'inline-block', width: 12, height: 12, mr: 1, bgcolor: a.colour }}
                  />
                  {a.text}
                </TableCell>
                <TableCell>{targetOf(a, t(`announcements.scope.${a.scope}`))}</TableCell>
                <TableCell>{`${when.format(a.startsAt)} – ${when.format(a.endsAt)}`}</TableCell>
                <TableCell>{a.createdBy ?? ''}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {a.editable && a.state !== 'ended' ? (
                    <Button
                      size="small"
                      disabled={end.isPending}
                      onClick={() => {
                        setEnding(a);
                        setShown(a);
                      }}
                    >
                      {t('announcements.list.end')}
                    </Button>
                  ) : null}
                  {a.editable ? (
                    <Button size="small" color="error" onClick={() => setDeleting(a)}>
                      {t('common.delete')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ConfirmDeleteDialog
        name={ending ? ending.text : null}
        busy={end.isPending}
        wording={{
          title: t('announcements.list.endTitle'),
          text: shown
            ? t(shown.state === 'planned' ? 'announcements.list.endPlannedText' : 'announcements.list.endText', {
                text: shown.text,
                target: targetOf(shown, t(`announcements.scope.${shown.scope}`)),
              })
            : '',
          confirm: t('announcements.list.endConfirm'),
        }}
        onCancel={() => setEnding(null)}
        onConfirm={() => ending && end.mutate(ending.guid, { onSuccess: () => setEnding(null) })}
      />
      <ConfirmDeleteDialog
        name={deleting ? deleting.text : null}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.guid, { onSuccess: () => setDeleting(null) })}
      />
    </Paper>
  );
}
