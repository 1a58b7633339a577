import { R } from '@signage/shared';
import { useNavigate, useParams } from 'react-router';
import { useRight } from '../../../hooks/use-credentials';
import { deviceBackPath } from './device-tabs';

/**
 * Close and 'Abbrechen' of the device page: back to where the user came from (support list, network,
 * device list, 'Ihre Geräte') when the app has history, else to a page the user may see.
 */
export function useDeviceBack(): () => void {
  const navigate = useNavigate();
  const { companyId } = useParams();
  const can = { network: useRight(R.network), devices: useRight(R.devices) };
  return () => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) navigate(-1);
    else navigate(deviceBackPath(companyId, can), { replace: true });
  };
}
