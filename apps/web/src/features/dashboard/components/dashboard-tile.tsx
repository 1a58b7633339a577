import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  hint: string;
  to: string;
  icon: ReactNode;
  testId: string;
}

export function DashboardTile({ title, hint, to, icon, testId }: Props) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%' }} data-testid={testId}>
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <div aria-hidden>{icon}</div>
          <div>
            <Typography variant="h6" component="h2">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {hint}
            </Typography>
          </div>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
