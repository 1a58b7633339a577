import { styled } from '@mui/material/styles';

/**
 * The card's one styled element: its parts are styled by class name, so a card costs one emotion
 * style instead of one per Box/Typography (the editor renders many cards).
 */
export const CardRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  overflow: 'hidden',
  // an inactive item: dashed border and a faded picture; its texts keep their full contrast (WCAG 1.4.3: the whole
  // card at opacity 0.7 put its grey and green texts below 4.5:1)
  '&.inactive': { borderStyle: 'dashed' },
  '&.inactive .card-thumb': { opacity: 0.5 },
  '& .card-bar': { display: 'flex', alignItems: 'center', padding: '0 4px', minHeight: 36 },
  '& .card-bar.top': { borderBottom: `1px solid ${theme.palette.divider}` },
  '& .card-bar.bottom': { borderTop: `1px solid ${theme.palette.divider}` },
  '& .card-grow': { flexGrow: 1 },
  '& .card-position': { ...theme.typography.caption, color: theme.palette.text.secondary, flexGrow: 1 },
  '& .card-body': { padding: 8, flexGrow: 1, minWidth: 0 },
  '& .card-name': {
    ...theme.typography.body2,
    fontWeight: 600,
    margin: 0,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  '& .card-meta': { ...theme.typography.caption, margin: 0, color: theme.palette.text.secondary },
  '& .card-meta.green': { color: theme.palette.success.main },
  '& .card-meta.red': { color: theme.palette.error.main },
  '& .card-meta.warn': { color: theme.palette.warning.dark },
  '& .card-handle': { cursor: 'grab', touchAction: 'none' },
}));
