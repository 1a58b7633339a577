import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Right } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { useRoleRights } from '../../../api/rights/rights';
import { useToggleRoleRight } from '../../../api/rights/toggle-role-right';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useCredentials } from '../../../hooks/use-credentials';
import { canGrantRight, groupRights } from '../../../lib/group-rights';
import { RightSwitch } from './right-switch';

/** Tab 'Rechte': every right grouped by NETWORK / COMPONENT / DASHBOARD, saved on each switch. */
export function RoleRightsTab({
  guidRole,
  readOnly,
  onChanged,
}: {
  guidRole: string;
  readOnly: boolean;
  /** A switched right is saved at once: the role is kept even if its name is never saved. */
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const rights = useRoleRights(guidRole);
  const toggle = useToggleRoleRight();
  const me = useCredentials().data;

  if (rights.isPending) return <LoadingState />;
  if (rights.isError) return <ErrorState error={rights.error} onRetry={() => void rights.refetch()} />;

  const onToggle = (right: Right, allowed: 0 | 1) =>
    toggle.mutate({ rightGuid: right.guid, guidRole, allowed }, { onSuccess: onChanged });
  const pending = (right: Right) => toggle.isPending && toggle.variables?.rightGuid === right.guid;
  const locked = (right: Right) => !canGrantRight(me?.guidParent, me?.rights, right);

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {groupRights(rights.data).map(({ group, rights: groupList }) => (
        <Paper
          key={group}
          variant="outlined"
          sx={{ p: 2 }}
          component="section"
          aria-labelledby={`rights-group-${group}`}
        >
          <Typography id={`rights-group-${group}`} variant="h6" component="h2" sx={{ mb: 1 }}>
            {t(`roles.groups.${group}`)}
          </Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, columnGap: 3 }}>
            {groupList.map((right) => (
              <RightSwitch
                key={right.guid}
                right={right}
                disabled={readOnly || pending(right) || locked(right)}
                onToggle={onToggle}
              />
            ))}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
