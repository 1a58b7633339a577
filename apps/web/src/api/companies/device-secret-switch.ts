import { companyCalls } from '@signage/shared/calls/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/call';
import { deviceKeys } from '../devices/keys';
import { companyKeys } from './keys';

/** POST /v1/companies/{id}/device-secret: whether the network's screens must send X-Device-Secret. */
export const switchDeviceSecret = ({ guid, deviceSecretRequired }: { guid: string; deviceSecretRequired: boolean }) =>
  call(companyCalls.deviceSecret, { params: { id: guid }, body: { deviceSecretRequired } });

export const useSwitchDeviceSecret = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchDeviceSecret,
    onSuccess: (company) => {
      queryClient.setQueryData(companyKeys.detail(company.guid), company);
      return queryClient.invalidateQueries({ queryKey: deviceKeys.all });
    },
  });
};
