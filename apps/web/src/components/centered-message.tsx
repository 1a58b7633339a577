import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

/** A titled message in the middle of the content area (placeholder, 404, no permission). */
export function CenteredMessage({
  title,
  children,
  icon,
  testId,
  fullScreen = false,
}: {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
  testId?: string;
  /** Outside the shell: centre vertically on the whole screen. */
  fullScreen?: boolean;
}) {
  useDocumentTitle(title);
  return (
    <Stack
      // Outside the shell this is the page's only content: its <main> landmark.
      component={fullScreen ? 'main' : 'div'}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 6, px: 2, minHeight: fullScreen ? '100vh' : undefined }}
      data-testid={testId}
    >
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        {icon}
        <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </Paper>
    </Stack>
  );
}
