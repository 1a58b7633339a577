import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

interface Props {
  title: string;
  subtitle?: string;
  actions?: ReactNode;
  /** The browser tab's title when it says more than the h1 (the network's name with its open tab). */
  documentTitle?: readonly string[];
}

/**
 * Page title (the page's h1, also the browser tab's title) with optional actions on the right. The actions wrap
 * with a gap (flex gap, not margins): on a narrow screen the buttons of a second row keep 8 px from the first.
 */
export function PageHeader({ title, subtitle, actions, documentTitle }: Props) {
  useDocumentTitle(...(documentTitle ?? [title]));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <div>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {subtitle ? (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        ) : null}
      </div>
      {actions ? (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
          data-testid="page-header-actions"
        >
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
