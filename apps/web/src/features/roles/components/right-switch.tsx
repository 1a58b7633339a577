import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { Right } from '@signage/shared';

interface Props {
  right: Right;
  disabled: boolean;
  onToggle: (right: Right, allowed: 0 | 1) => void;
}

/** One right of a role; its accessible name holds the description and the RIGHT_… name. */
export function RightSwitch({ right, disabled, onToggle }: Props) {
  // A variable, not a literal: data-* keys are valid DOM attributes but not in the slot's type.
  const testIdProps = { 'data-testid': `right-switch-${right.guidRight}` };
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', m: 0, py: 0.5, gap: 1 }}
      control={
        <Switch
          checked={right.allowed === 1}
          disabled={disabled}
          onChange={(event) => onToggle(right, event.target.checked ? 1 : 0)}
          slotProps={{ input: testIdProps }}
        />
      }
      label={
        <Box sx={{ pt: 0.75 }}>
          <Typography variant="body2">{right.comment || right.name}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
            {right.guidRight}
          </Typography>
        </Box>
      }
    />
  );
}
