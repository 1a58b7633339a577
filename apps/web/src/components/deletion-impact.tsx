import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeletionImpact, NamedRecord } from '@signage/shared';
import { useTranslation } from 'react-i18next';

/** Names shown per group; the rest is counted. */
const SHOWN = 8;

/** What the server says a deletion takes with it, with the request's state. */
export interface DeletionImpactState {
  kind: 'playlist' | 'company';
  data?: DeletionImpact;
  isPending: boolean;
  isError: boolean;
}

type Group = keyof DeletionImpact;
/** The groups each kind of deletion can have, in the order shown, with their headings. */
const GROUPS = {
  playlist: [
    ['devices', 'deletionImpact.playlist.devices'],
    ['locations', 'deletionImpact.playlist.locations'],
  ],
  company: [
    ['playlists', 'deletionImpact.company.playlists'],
    ['templates', 'deletionImpact.company.templates'],
    ['roles', 'deletionImpact.company.roles'],
    ['devices', 'deletionImpact.company.devices'],
    ['locations', 'deletionImpact.company.locations'],
    ['users', 'deletionImpact.company.users'],
  ],
} as const satisfies Record<DeletionImpactState['kind'], ReadonlyArray<readonly [Group, string]>>;

/** Whether the delete button may be pressed: the answer is there and no user blocks it. */
export const impactAllowsDelete = (impact: DeletionImpactState | undefined) =>
  !impact || (!!impact.data && impact.data.users.length === 0);

function GroupList({ title, records, testId }: { title: string; records: NamedRecord[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId}>
      <Typography variant="subtitle2">{title}</Typography>
      <Typography component="ul" variant="body2" sx={{ m: 0, pl: 3 }}>
        {records.slice(0, SHOWN).map((r) => (
          <li key={r.guid}>{r.name || r.guid}</li>
        ))}
        {records.length > SHOWN ? <li>{t('deletionImpact.more', { count: records.length - SHOWN })}</li> : null}
      </Typography>
    </div>
  );
}

/** The delete confirmation's list of what goes with the record (SPEC: a deletion says what goes with it). */
export function DeletionImpactList({ impact }: { impact: DeletionImpactState }) {
  const { t } = useTranslation();
  if (impact.isError) return <Alert severity="error">{t('deletionImpact.error')}</Alert>;
  if (!impact.data) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress size={16} />
        <Typography variant="body2">{t('deletionImpact.loading')}</Typography>
      </Stack>
    );
  }
  const data = impact.data;
  const groups = GROUPS[impact.kind].filter(([g]) => data[g].length > 0);
  return (
    <Stack spacing={1.5} data-testid="deletion-impact">
      {groups.length === 0 ? <Typography variant="body2">{t('deletionImpact.nothing')}</Typography> : null}
      {groups.map(([g, heading]) => (
        <GroupList
          key={g}
          title={t(heading, { count: data[g].length })}
          records={data[g]}
          testId={`deletion-impact-${g}`}
        />
      ))}
      {data.users.length > 0 ? <Alert severity="warning">{t('deletionImpact.blocked')}</Alert> : null}
    </Stack>
  );
}
