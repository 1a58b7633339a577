import CssBaseline from '@mui/material/CssBaseline';
import { Outlet } from 'react-router';
import { Themed } from '../components/themed';

/** Every page but the login: MUI's theme and baseline, loaded with the first such page (pages.ts). */
export function ThemedLayout() {
  return (
    <Themed>
      <CssBaseline />
      <Outlet />
    </Themed>
  );
}
