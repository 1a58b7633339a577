import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type Device, R } from '@signage/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { commentKeys } from '../../../api/comments/keys';
import { useDevice } from '../../../api/devices/devices';
import { deviceKeys } from '../../../api/devices/keys';
import { playlistKeys } from '../../../api/playlists/keys';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useRight } from '../../../hooks/use-credentials';
import { CurrentPlaylistTab } from '../components/current-playlist-tab';
import { GeneralTab } from '../components/general-tab';
import { PreviewTab } from '../components/preview-tab';
import { SupportTab } from '../components/support-tab';
import { type DeviceTab, deviceBasePath, deviceTabs } from '../lib/device-tabs';
import { useDeviceBack } from '../lib/use-device-back';

function TabContent({ tab, device, basePath }: { tab: DeviceTab; device: Device; basePath: string }) {
  if (tab === 'preview') return <PreviewTab device={device} />;
  if (tab === 'playlist') return <CurrentPlaylistTab device={device} />;
  if (tab === 'support') return <SupportTab device={device} basePath={basePath} />;
  return <GeneralTab device={device} />;
}

/** SPEC §2 /Geraete/{guid} and /Netzwerke/{companyId}/Geraete/{guid}: header 'Gerät' plus name, tabs. */
export function DeviceDetailPage() {
  const { t } = useTranslation();
  const { deviceGuid = '', companyId } = useParams();
  const queryClient = useQueryClient();
  const device = useDevice(deviceGuid);
  const { tabs, initial } = deviceTabs(useRight(R.support));
  const [tab, setTab] = useState<DeviceTab>(initial);
  // Changing tab reloads it: fresh data, and a new form instance with it.
  const [generation, setGeneration] = useState(0);
  const [reloading, setReloading] = useState(false);

  const changeTab = async (next: DeviceTab) => {
    setTab(next);
    setReloading(true);
    queryClient.removeQueries({ queryKey: deviceKeys.playerAnswer(deviceGuid) });
    void queryClient.invalidateQueries({ queryKey: playlistKeys.details() });
    void queryClient.invalidateQueries({ queryKey: commentKeys.all });
    try {
      await queryClient.refetchQueries({ queryKey: deviceKeys.detail(deviceGuid) });
    } finally {
      setReloading(false);
      setGeneration((n) => n + 1);
    }
  };

  const goBack = useDeviceBack();
  const close = (
    <IconButton aria-label={t('devices.detail.close')} onClick={goBack}>
      <CloseIcon />
    </IconButton>
  );

  if (device.isPending) return <LoadingState />;
  if (device.isError) {
    return (
      <>
        <PageHeader title={t('devices.detail.title')} actions={close} />
        <ErrorState error={device.error} onRetry={() => void device.refetch()} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t('devices.detail.titleWithName', { name: device.data.name })}
        subtitle={device.data.isArchived ? t('devices.archive.isArchived') : undefined}
        actions={close}
      />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, next: DeviceTab) => void changeTab(next)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('devices.detail.tabsLabel')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
        >
          {tabs.map((key) => (
            <Tab key={key} value={key} label={t(`devices.tabs.${key}`)} id={`device-tab-${key}`} />
          ))}
        </Tabs>
        <div role="tabpanel" aria-labelledby={`device-tab-${tab}`} style={{ padding: 24 }}>
          {reloading ? (
            <LoadingState />
          ) : (
            <TabContent
              key={`${tab}-${generation}-${device.data.guid}`}
              tab={tab}
              device={device.data}
              basePath={deviceBasePath(companyId)}
            />
          )}
        </div>
      </Paper>
    </>
  );
}
