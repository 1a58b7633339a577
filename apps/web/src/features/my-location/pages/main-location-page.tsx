import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useOwnCompany } from '../../../api/companies/companies';
import { useOwnDevices } from '../../../api/devices/devices';
import { PageHeader } from '../../../components/page-header';
import { useCredentials } from '../../../hooks/use-credentials';
import { DeviceWidget } from '../components/device-widget';
import { OwnDevicesStatus } from '../components/own-devices-status';

/** SPEC §2 'Mein Standort' /Dashboard/MainLocation: 'Ihr Standort in {city}' with a widget per device. */
export function MainLocationPage() {
  const { t } = useTranslation();
  const me = useCredentials().data;
  const location = me?.guidParent ?? null;
  const company = useOwnCompany(location);
  const devices = useOwnDevices(location);
  // A location user may not read companies (no network right): the devices there name the city too.
  const city =
    company.data?.city ?? devices.data?.items.find((d) => d.guidCompany === location)?.companyTown ?? undefined;
  const title = city ? t('myLocation.title', { city }) : t('myLocation.titleNoCity');

  if (!location) {
    return (
      <>
        <PageHeader title={t('myLocation.titleNoCity')} />
        <Alert severity="info">{t('myLocation.noLocation')}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader title={title} subtitle={company.data?.name ?? me?.companyName ?? undefined} />
      <OwnDevicesStatus devices={devices} />
      {devices.data && devices.data.items.length === 0 ? (
        <Alert severity="info">{t('myLocation.noDevices')}</Alert>
      ) : null}
      {devices.data ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}>
          {devices.data.items.map((device) => (
            <DeviceWidget key={device.guid} device={device} />
          ))}
        </Box>
      ) : null}
    </>
  );
}
