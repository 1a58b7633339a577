import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkTab, NetworkTabKey } from '../lib/network-tabs';

interface Props {
  label: string;
  tabs: readonly NetworkTab[];
  selected: NetworkTabKey;
  onSelect: (tab: NetworkTab) => void;
  children: ReactNode;
}

/** The tab bar and the one panel of the selected tab (only that tab's data is loaded). */
export function CompanyTabs({ label, tabs, selected, onSelect, children }: Props) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <Tabs
        value={selected}
        onChange={(_event, key: NetworkTabKey) => {
          const tab = tabs.find((entry) => entry.key === key);
          if (tab) onSelect(tab);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={label}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={t(`networks.tabs.${tab.key}`)}
            id={`company-tab-${tab.key}`}
            aria-controls={`company-panel-${tab.key}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`company-panel-${selected}`}
        aria-labelledby={`company-tab-${selected}`}
        sx={{ p: { xs: 2, md: 3 }, borderTop: 1, borderColor: 'divider' }}
      >
        {children}
      </Box>
    </Paper>
  );
}
