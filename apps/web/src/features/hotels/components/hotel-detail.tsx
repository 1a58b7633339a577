import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import type { Hotel } from '@signage/shared';
import { useTranslation } from 'react-i18next';
import { DETAIL_TABS, type HotelTab } from '../lib/hotel-view';
import { HotelHeader } from './hotel-header';
import { HotelPanel } from './hotel-panel';

/** /oc/index with a hotel: its header, the tabs Details, Bilder, Karte, Klima and the way back to the list. */
export function HotelDetail({
  hotel,
  tab,
  onTab,
  onBack,
}: {
  hotel: Hotel;
  tab: HotelTab;
  onTab: (tab: HotelTab) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const back = (
    <Tooltip title={t('hotels.backToList')}>
      <IconButton onClick={onBack} aria-label={t('hotels.backToList')}>
        <ArrowBackIcon />
      </IconButton>
    </Tooltip>
  );
  return (
    <article data-testid="hotel-detail">
      <HotelHeader hotel={hotel} start={back} />
      <Tabs
        value={tab}
        onChange={(_, value: HotelTab) => onTab(value)}
        aria-label={t('hotels.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {DETAIL_TABS.map((entry) => (
          <Tab
            key={entry.tab}
            value={entry.tab}
            label={t(entry.label)}
            id={`hotel-tab-${entry.tab}`}
            aria-controls="hotel-tabpanel"
          />
        ))}
      </Tabs>
      <div role="tabpanel" id="hotel-tabpanel" aria-labelledby={`hotel-tab-${tab}`}>
        <HotelPanel hotel={hotel} tab={tab} />
      </div>
    </article>
  );
}
