import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  title: string;
  hint: string;
  to: string;
  icon: ReactNode;
  testId: string;
}

/** A tile: one link over the whole card. Plain elements styled by index.html as MUI's outlined Card drew it. */
export function DashboardTile({ title, hint, to, icon, testId }: Props) {
  return (
    <div className="tile">
      <RouterLink to={to} className="tile-action" data-testid={testId}>
        <div className="tile-content">
          <div aria-hidden>{icon}</div>
          <div>
            <h2 className="tile-title">{title}</h2>
            <p className="tile-hint">{hint}</p>
          </div>
        </div>
      </RouterLink>
    </div>
  );
}
